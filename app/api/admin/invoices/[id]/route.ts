// GET /api/admin/invoices/[id] – admin only: an invoice's lines with what is credited already → { number, lines }.
import { INVOICE_NOT_FOUND, invoiceLines } from "@/lib/invoices/queries";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const GET = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id ?? "", INVOICE_NOT_FOUND) }),
  handler: async ({ params }) => privateJson(await invoiceLines(params.id)),
});
