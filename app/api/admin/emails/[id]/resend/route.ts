// POST /api/admin/emails/[id]/resend – queue a failed e-mail again (status pending, attempts 0); 409 for a row that is not failed or whose body was deleted (issue 13 §5).
import { EMAIL_NOT_FOUND, resendEmail } from "@/lib/data/admin-emails";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const POST = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, EMAIL_NOT_FOUND) }),
  handler: async ({ params, user }) => privateJson({ email: await resendEmail(user, params.id) }),
});
