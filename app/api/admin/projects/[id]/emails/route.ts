// GET /api/admin/projects/[id]/emails – admin only: the project's customer e-mails, recipient masked, no bodies.
import { listProjectEmails } from "@/lib/projects/emails";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const GET = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params }) => privateJson(await listProjectEmails(params.id)),
});
