// GET /api/admin/invoices – every invoice and credit note, newest first (issue 15 §3): ?page&pageSize&status=open|paid|overdue&q (number or company) → { invoices, total, page, pageSize }.
import { listAdminInvoices } from "@/lib/invoices/queries";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminInvoicesQuerySchema } from "@/lib/validation/invoices";

export const GET = defineRoute({
  audience: "admin",
  query: adminInvoicesQuerySchema,
  handler: async ({ query }) => privateJson(await listAdminInvoices(query)),
});
