// POST /api/admin/invoices/[id]/paid – admin only: marks an invoice paid → { invoice }; 409 when paid already.
import { markInvoicePaid } from "@/lib/invoices/payments";
import { INVOICE_NOT_FOUND } from "@/lib/invoices/queries";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(INVOICE_NOT_FOUND) }),
  handler: async ({ params, user }) => privateJson({ invoice: await markInvoicePaid(user, params.id) }),
});
