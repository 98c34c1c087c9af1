// GET /api/company/leads – the leads assigned to the session company { projects }, newest first, with its own status (§2, §7). Verified companies only.
import { listCompanyLeads } from "@/lib/data/company-leads";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "company",
  handler: async ({ user }) => privateJson({ projects: await listCompanyLeads(user.companyId) }),
});
