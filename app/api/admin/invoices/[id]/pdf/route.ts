// GET /api/admin/invoices/[id]/pdf – admin only: the stored PDF of any invoice or credit note.
import { INVOICE_NOT_FOUND, invoicePdf } from "@/lib/invoices/queries";
import { defineRoute } from "@/lib/http/route";
import { invoicePdfResponse } from "@/lib/invoices/pdf";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(INVOICE_NOT_FOUND) }),
  handler: async ({ params }) => invoicePdfResponse(await invoicePdf(params.id, null)),
});
