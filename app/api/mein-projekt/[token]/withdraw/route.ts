// POST /api/mein-projekt/{token}/withdraw – token holder: no further assignments, assigned companies are e-mailed;
// 404 alike for every wrong token.
import { NextResponse } from "next/server";
import { withdrawProjectByCustomer } from "@/lib/project-room/customer-actions";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) }),
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params }) => {
    await withdrawProjectByCustomer(params.token);
    return NextResponse.json({
      message: "Ihre Anfrage wurde zurückgezogen. Es erhalten keine weiteren Betriebe Ihre Daten.",
    });
  },
});
