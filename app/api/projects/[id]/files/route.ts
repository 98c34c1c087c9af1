// POST /api/projects/[id]/files – submitting browser only (access cookie), else 404: one photo or PDF of the quiz
// (multipart `file`) → 201 { file }; 409 when the project has no room left, 415 neither photo nor PDF.
import { NotFoundError } from "@/lib/errors";
import { PROJECT_FILE_FORM_MAX_BYTES, storeProjectUpload } from "@/lib/files/project-files";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { hasProjectAccess } from "@/lib/offers/project-access";
import { idParam } from "@/lib/validation/id-param";
import { fileUploadOf, projectFileUploadSchema } from "@/lib/validation/project-files";
import * as z from "@/lib/validation/zod";

const NOT_FOUND = "Projekt nicht gefunden";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ id: idParam(NOT_FOUND) }),
  form: { maxBytes: PROJECT_FILE_FORM_MAX_BYTES },
  body: projectFileUploadSchema,
  rateLimit: { name: "project-file-upload", points: 60, durationSeconds: 3600 },
  handler: async ({ request, params, body }) => {
    // Without the proof the answer is the same as for an unknown id.
    if (!hasProjectAccess(request, params.id)) throw new NotFoundError(NOT_FOUND);
    const file = await storeProjectUpload(params.id, await fileUploadOf(body), "customer");
    return privateJson({ file }, { status: 201 });
  },
});
