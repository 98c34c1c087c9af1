// GET /api/company/invoices – the session company's invoices and credit notes, newest first (issue 15 §3): ?page&pageSize → { invoices, total, page, pageSize }.
import { listCompanyInvoices } from "@/lib/data/invoices";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { companyInvoicesQuerySchema } from "@/lib/validation/invoices";

export const GET = defineRoute({
  audience: "company",
  query: companyInvoicesQuerySchema,
  handler: async ({ user, query }) => privateJson(await listCompanyInvoices(user.companyId, query)),
});
