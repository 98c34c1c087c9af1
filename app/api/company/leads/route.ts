// GET /api/company/leads – verified company only: one page of its leads with its own status
// (?page&pageSize&q&status) → { projects, total, page, pageSize, stats, companiesPerLead }.
import { listCompanyLeads } from "@/lib/data/company-leads";
import { getMarketplaceSettings } from "@/lib/data/settings";
import { MAX_COMPANIES_PER_PROJECT } from "@/lib/domain/matching";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { companyLeadsQuerySchema } from "@/lib/validation/company-profile";

export const GET = defineRoute({
  audience: "company",
  query: companyLeadsQuerySchema,
  handler: async ({ user, query }) => {
    const [{ projects, total, stats }, settings] = await Promise.all([
      listCompanyLeads(user.companyId, query),
      getMarketplaceSettings(),
    ]);
    const companiesPerLead = Math.min(settings.companiesPerLead, MAX_COMPANIES_PER_PROJECT);
    return privateJson({ projects, total, page: query.page, pageSize: query.pageSize, stats, companiesPerLead });
  },
});
