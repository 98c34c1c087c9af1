// POST /api/admin/emails/[id]/resend – admin only: queues a failed e-mail again; 409 when it is not failed or its
// body was deleted.
import { EMAIL_NOT_FOUND, resendEmail } from "@/lib/data/admin-emails";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(EMAIL_NOT_FOUND) }),
  handler: async ({ params, user }) => privateJson({ email: await resendEmail(user, params.id) }),
});
