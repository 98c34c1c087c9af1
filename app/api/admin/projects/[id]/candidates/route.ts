// GET /api/admin/projects/[id]/candidates – admin only: verified companies not yet assigned, ranked by fit.
import { listCandidates } from "@/lib/projects/candidates";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const GET = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params }) => privateJson(await listCandidates(params.id)),
});
