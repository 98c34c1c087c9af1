// GET /api/company/verification – the logged-in company's checks: licence, UID, insurance, the services it
// gets leads for and why it gets none; POST – a changed GISA number and a fresh check round (audited).
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { gisaNumberSchema } from "@/lib/validation/verification";
import * as z from "@/lib/validation/zod";
import { requestCompanyChecks } from "@/lib/verification/check-requests";
import { getOwnVerification } from "@/lib/verification/company-view";

export const GET = defineRoute({
  audience: "company",
  handler: async ({ user }) => privateJson({ verification: await getOwnVerification(user.companyId) }),
});

export const POST = defineRoute({
  audience: "company",
  body: z.object({ gisaNumber: gisaNumberSchema }),
  rateLimit: { name: "company-checks", points: 10, durationSeconds: 3600 },
  handler: async ({ user, body }) => {
    await requestCompanyChecks(user.companyId, { gisaNumber: body.gisaNumber }, user);
    return privateJson({ verification: await getOwnVerification(user.companyId) }, { status: 202 });
  },
});
