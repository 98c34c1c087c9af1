// GET /api/admin/projects/[id]/files – admin only: the project's photos and plans with signed URLs → { files };
// 404 for an unknown or erased project.
import { listFilesOfExistingProject } from "@/lib/files/project-files";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params }) => privateJson({ files: await listFilesOfExistingProject(params.id) }),
});
