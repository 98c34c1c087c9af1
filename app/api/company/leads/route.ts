// GET /api/company/leads – one page of the leads assigned to the session company, newest first, with its own status (§2, §7; issue 13 §7):
// ?page&pageSize (default and most 500)&q (name, e-mail, phone, PLZ, #id)&status → { projects, total, page, pageSize, stats, companiesPerLead }.
// Each lead carries assignmentCount (companies that received it); companiesPerLead is the operator's limit (issue 17 §4). Verified companies only.
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
