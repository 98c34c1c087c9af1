// GET /api/company/verification – the logged-in company's checks: licence, UID, insurance, the services it
// gets leads for and why it gets none.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { getOwnVerification } from "@/lib/verification/company-view";

export const GET = defineRoute({
  audience: "company",
  handler: async ({ user }) => privateJson({ verification: await getOwnVerification(user.companyId) }),
});
