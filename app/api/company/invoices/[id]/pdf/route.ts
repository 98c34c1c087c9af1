// GET /api/company/invoices/[id]/pdf – company only: the stored PDF of its own invoice or credit note; others 404.
import { INVOICE_NOT_FOUND, invoicePdf } from "@/lib/invoices/queries";
import { defineRoute } from "@/lib/http/route";
import { invoicePdfResponse } from "@/lib/invoices/pdf";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(INVOICE_NOT_FOUND) }),
  rateLimit: { name: "invoice-pdf", points: 120, durationSeconds: 3600 },
  handler: async ({ user, params }) => invoicePdfResponse(await invoicePdf(params.id, user.companyId)),
});
