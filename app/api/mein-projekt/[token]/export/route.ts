// GET /api/mein-projekt/{token}/export – token holder: one JSON file of everything stored about the project
// (Art. 15/20 DSGVO); 404 alike for every wrong token.
import { exportProjectData } from "@/lib/project-room/export";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "public",
  params: ({ token }) => ({ token: token ?? "" }),
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
