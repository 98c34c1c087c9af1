// GET /api/mein-projekt/{token}/offers[?ansicht=geprueft] – token holder: sets the project's access cookie and
// redirects (303) to the offers or the approved offer; a wrong token redirects to the room's "not found" page.
import { NextResponse } from "next/server";
import { approvedOfferLinkId, projectIdForAccessToken } from "@/lib/project-room/room";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { grantProjectAccess } from "@/lib/offers/project-access";
import { PROJECT_ROOM_PATH } from "@/lib/project-room/access-token";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) }),
  query: z.object({ ansicht: z.string().max(20).optional() }),
  rateLimit: { name: "project-room-offers", points: 60, durationSeconds: 3600 },
  handler: async ({ request, params, query }) => {
    const projectId = await projectIdForAccessToken(params.token);
    const approvedLink =
      projectId !== null && query.ansicht === "geprueft" ? await approvedOfferLinkId(projectId) : null;
    const target =
      projectId === null
        ? `${PROJECT_ROOM_PATH}/${encodeURIComponent(params.token)}`
        : approvedLink
          ? `/offer/${encodeURIComponent(approvedLink)}`
          : `/badezimmer-angebote/${projectId}`;
    // A relative Location: request.url names the host Next listens on (e.g. localhost behind the
    // proxy), not the one the browser used, and the cookie set here belongs to the browser's host.
    const response = new NextResponse(null, {
      status: 303,
      headers: { location: target, "referrer-policy": "no-referrer" },
    });
    if (projectId !== null) grantProjectAccess(response, request, projectId);
    return response;
  },
});
