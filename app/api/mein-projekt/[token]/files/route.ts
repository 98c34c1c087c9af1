// GET  /api/mein-projekt/{token}/files – token holder: the project's photos and plans with signed URLs → { files }.
// POST /api/mein-projekt/{token}/files – token holder: one photo or PDF (multipart `file`) → 201 { file }; 409 when
//      the project has no room left, 415 neither photo nor PDF. 404 alike for every wrong token.
import { PROJECT_FILE_FORM_MAX_BYTES } from "@/lib/files/project-files";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { listRoomFiles, uploadRoomFile } from "@/lib/project-room/files";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { tokenParam } from "@/lib/validation/id-param";
import { fileUploadOf, projectFileUploadSchema } from "@/lib/validation/project-files";
import * as z from "@/lib/validation/zod";

const params = z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) });

export const GET = defineRoute({
  audience: "public",
  params,
  rateLimit: { name: "project-room-files-read", points: 1200, durationSeconds: 3600 },
  handler: async ({ params }) => privateJson({ files: await listRoomFiles(params.token) }),
});

export const POST = defineRoute({
  audience: "public",
  params,
  form: { maxBytes: PROJECT_FILE_FORM_MAX_BYTES },
  body: projectFileUploadSchema,
  rateLimit: { name: "project-file-upload", points: 60, durationSeconds: 3600 },
  handler: async ({ params, body }) =>
    privateJson({ file: await uploadRoomFile(params.token, await fileUploadOf(body)) }, { status: 201 }),
});
