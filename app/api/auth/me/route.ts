// GET /api/auth/me – the logged-in user { user } with role and company name; 401 when logged out.
import { findCompanyName } from "@/lib/data/users";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "session",
  handler: async ({ user }) => {
    const companyName = user.companyId === null ? null : await findCompanyName(user.companyId);
    return privateJson({ user: { ...user, companyName } });
  },
});
