// POST /api/mein-projekt/{token}/hire { hired, value? } – token holder: stores who got the job and brings the
// commission entries in line; 404 alike for every wrong token.
import { NextResponse } from "next/server";
import { answerHire } from "@/lib/project-room/customer-actions";
import { defineRoute } from "@/lib/http/route";
import { hireAnswerSchema } from "@/lib/validation/project-room";

export const POST = defineRoute({
  audience: "public",
  params: ({ token }) => ({ token: token ?? "" }),
  body: hireAnswerSchema,
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params, body }) => NextResponse.json(await answerHire(params.token, body)),
});
