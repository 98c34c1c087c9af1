// POST /api/mein-projekt/{token}/hire { hired, value? } – token holder: stores who got the job and brings the
// commission entries in line; 404 alike for every wrong token.
import { NextResponse } from "next/server";
import { answerHire } from "@/lib/project-room/customer-actions";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { hireAnswerSchema } from "@/lib/validation/project-room";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) }),
  body: hireAnswerSchema,
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params, body }) => NextResponse.json(await answerHire(params.token, body)),
});
