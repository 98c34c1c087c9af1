// GET /api/company/leads – verified company only: one page of its leads with its own status
// (?page&pageSize&q&status) → { projects (with unreadMessages), total, page, pageSize, stats, companiesPerLead }.
import { listCompanyLeads } from "@/lib/data/company-leads";
import { getMarketplaceSettings } from "@/lib/data/settings";
import { MAX_COMPANIES_PER_PROJECT } from "@/lib/domain/matching";
import { privateJson } from "@/lib/http/response";
import { companyUnreadCounts } from "@/lib/messages/threads";
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
    const unread = await companyUnreadCounts(
      user.companyId,
      projects.map((lead) => lead.id),
    );
    const leads = projects.map((lead) => ({ ...lead, unreadMessages: unread.get(lead.id) ?? 0 }));
    return privateJson({ projects: leads, total, page: query.page, pageSize: query.pageSize, stats, companiesPerLead });
  },
});
