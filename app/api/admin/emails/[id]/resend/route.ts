// POST /api/admin/emails/[id]/resend – admin only: queues a failed e-mail again; 409 when it is not failed or its
// body was deleted.
import { EMAIL_NOT_FOUND, resendEmail } from "@/lib/data/admin-emails";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const POST = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, EMAIL_NOT_FOUND) }),
  handler: async ({ params, user }) => privateJson({ email: await resendEmail(user, params.id) }),
});
