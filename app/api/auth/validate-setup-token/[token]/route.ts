// GET /api/auth/validate-setup-token/{token} – public: { valid, expired, message, email } for the setup page.
import { checkSetupToken } from "@/lib/data/users";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "public",
  handler: async ({ params }) => privateJson(await checkSetupToken(params.token ?? "")),
});
