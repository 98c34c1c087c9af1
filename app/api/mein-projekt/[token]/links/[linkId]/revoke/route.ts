// POST /api/mein-projekt/{token}/links/{linkId}/revoke – token holder: ends one of the project's links;
// 404 alike for every wrong token.
import { NextResponse } from "next/server";
import { revokeRoomLinkByCustomer, ROOM_LINK_MESSAGES } from "@/lib/project-room/customer-actions";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND), linkId: idParam(ROOM_LINK_MESSAGES.notFound) }),
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params }) => NextResponse.json(await revokeRoomLinkByCustomer(params.token, params.linkId)),
});
