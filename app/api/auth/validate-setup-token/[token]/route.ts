// GET /api/auth/validate-setup-token/{token} – public: { valid, expired, message, email } for the setup page.
import { checkSetupToken, INVALID_SETUP_LINK } from "@/lib/data/users";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(INVALID_SETUP_LINK) }),
  handler: async ({ params }) => privateJson(await checkSetupToken(params.token)),
});
