// GET /api/company/profile – the session company's profile { company: { id, name, city, services, verified } } (§7).
import { getCompanyProfile } from "@/lib/data/company-leads";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "company",
  handler: async ({ user }) => privateJson({ company: await getCompanyProfile(user.companyId) }),
});
