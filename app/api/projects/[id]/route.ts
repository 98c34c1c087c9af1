// GET /api/projects/[id] – submitting browser only (access cookie), else 404: name and postal code of a project.
import { getProjectSummary } from "@/lib/data/projects";
import { NotFoundError } from "@/lib/errors";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { hasProjectAccess } from "@/lib/offers/project-access";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const NOT_FOUND = "Projekt nicht gefunden";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ id: idParam(NOT_FOUND) }),
  handler: async ({ request, params }) => {
    // Without the proof the answer is the same as for an unknown id.
    if (!hasProjectAccess(request, params.id)) throw new NotFoundError(NOT_FOUND);
    const project = await getProjectSummary(params.id);
    if (!project) throw new NotFoundError(NOT_FOUND);
    return privateJson({ name: project.name, zipCode: project.zipCode });
  },
});
