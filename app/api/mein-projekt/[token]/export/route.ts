// GET /api/mein-projekt/{token}/export – token holder: one JSON file of everything stored about the project
// (Art. 15/20 DSGVO); 404 alike for every wrong token.
import { exportProjectData } from "@/lib/project-room/export";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) }),
  rateLimit: { name: "project-room-export", points: 30, durationSeconds: 3600 },
  handler: async ({ params }) => {
    const data = await exportProjectData(params.token);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="meine-daten-projekt-${String(data.project && (data.project as { id: number }).id)}.json"`,
        "cache-control": "private, no-store",
        "referrer-policy": "no-referrer",
      },
    });
  },
});
