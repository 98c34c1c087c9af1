// GET /api/projects/[id] – name and postal code of a project, only for the browser that submitted it (access cookie), else 404.
import { getProjectSummary } from "@/lib/data/projects";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { hasProjectAccess } from "@/lib/offers/project-access";
import { idFromParam } from "@/lib/validation/id-param";
import { privateJson } from "@/lib/http/response";

const NOT_FOUND = "Projekt nicht gefunden";

export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    const projectId = idFromParam((await context.params).id, NOT_FOUND);
    // Without the proof the answer is the same as for an unknown id.
    if (!hasProjectAccess(request, projectId)) throw new ApiError(404, NOT_FOUND);
    const project = await getProjectSummary(projectId);
    if (!project) throw new ApiError(404, NOT_FOUND);
    return privateJson({ name: project.name, zipCode: project.zipCode });
  } catch (error) {
    return handleApiError(error);
  }
}
