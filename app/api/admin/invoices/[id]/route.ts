// GET /api/admin/invoices/[id] – admin only: an invoice's lines with what is credited already → { number, lines }.
import { INVOICE_NOT_FOUND, invoiceLines } from "@/lib/invoices/queries";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(INVOICE_NOT_FOUND) }),
  handler: async ({ params }) => privateJson(await invoiceLines(params.id)),
});
