// GET /api/admin/projects/[id]/emails – admin only: the project's customer e-mails, recipient masked, no bodies.
import { listProjectEmails } from "@/lib/projects/emails";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params }) => privateJson(await listProjectEmails(params.id)),
});
