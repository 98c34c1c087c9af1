// POST /api/admin/invoices/[id]/paid – admin only: marks an invoice paid → { invoice }; 409 when paid already.
import { markInvoicePaid } from "@/lib/invoices/payments";
import { INVOICE_NOT_FOUND } from "@/lib/invoices/queries";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const POST = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id ?? "", INVOICE_NOT_FOUND) }),
  handler: async ({ params, user }) => privateJson({ invoice: await markInvoicePaid(user, params.id) }),
});
