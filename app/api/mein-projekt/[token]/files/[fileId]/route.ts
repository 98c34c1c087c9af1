// DELETE /api/mein-projekt/{token}/files/{fileId} – token holder: deletes a photo or plan the customer uploaded
// → { deleted: true }; 404 alike for every wrong token, unknown file or a file of someone else.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { deleteRoomFile, ROOM_FILE_NOT_FOUND } from "@/lib/project-room/files";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const DELETE = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND), fileId: idParam(ROOM_FILE_NOT_FOUND) }),
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params }) => {
    await deleteRoomFile(params.token, params.fileId);
    return privateJson({ deleted: true });
  },
});
