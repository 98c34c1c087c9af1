// GET /api/admin/projects/[id]/candidates – verified companies not yet assigned to the project, ranked by fit (issue 5 "Matching").
import { requireAdmin } from "@/lib/auth/session";
import { ASSIGN_ERRORS, listCandidates } from "@/lib/data/admin-projects";
import { handleApiError } from "@/lib/http/api-error";
import { idFromParam } from "@/lib/validation/id-param";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    await requireAdmin(request);
    const projectId = idFromParam((await context.params).id, ASSIGN_ERRORS.projectNotFound);
    const result = await listCandidates(projectId);
    return privateJson(result);
  } catch (error) {
    return handleApiError(error);
  }
}
