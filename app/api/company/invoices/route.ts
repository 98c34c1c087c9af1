// GET /api/company/invoices – company only: its invoices and credit notes, newest first (?page&pageSize)
// → { invoices, total, page, pageSize, hold }.
import { invoiceHolds } from "@/lib/invoices/issuing";
import { listCompanyInvoices } from "@/lib/invoices/queries";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { companyInvoicesQuerySchema } from "@/lib/validation/invoices";

export const GET = defineRoute({
  audience: "company",
  query: companyInvoicesQuerySchema,
  handler: async ({ user, query }) => {
    const [page, holds] = await Promise.all([
      listCompanyInvoices(user.companyId, query),
      invoiceHolds({ companyId: user.companyId }),
    ]);
    return privateJson({ ...page, hold: holds[0] ?? null });
  },
});
