// GET /api/admin/invoices – admin only: invoices and credit notes, newest first (?page&pageSize&status&q)
// → { invoices, total, page, pageSize }.
import { listAdminInvoices } from "@/lib/invoices/queries";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminInvoicesQuerySchema } from "@/lib/validation/invoices";

export const GET = defineRoute({
  audience: "admin",
  query: adminInvoicesQuerySchema,
  handler: async ({ query }) => privateJson(await listAdminInvoices(query)),
});
