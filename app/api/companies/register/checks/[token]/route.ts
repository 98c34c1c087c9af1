// GET /api/companies/register/checks/[token] – public, for the applicant right after registering: the GISA
// answer for the registration and which of its chosen services the licence allows (token from the POST).
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { REGISTRATION_STATUS_NOT_FOUND, registrationLicenceStatus } from "@/lib/verification/registration-status";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(REGISTRATION_STATUS_NOT_FOUND) }),
  rateLimit: { name: "registration-checks", points: 120, durationSeconds: 600 },
  handler: async ({ params }) => privateJson({ status: await registrationLicenceStatus(params.token) }),
});
