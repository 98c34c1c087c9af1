// GET /api/admin/projects/[id]/messages – admin only: the project's reported message threads with the report
// → { threads }; threads nobody reported are not shown. Each read is audited.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { reportedThreadsOfProject } from "@/lib/messages/admin";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params, user }) => privateJson({ threads: await reportedThreadsOfProject(user, params.id) }),
});
