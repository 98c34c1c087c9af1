// POST /api/mein-projekt/{token}/erase – token holder: erases the personal data, invalidates the link and e-mails a
// confirmation; 404 alike for every wrong token.
import { NextResponse } from "next/server";
import { eraseProjectByCustomer } from "@/lib/project-room/customer-actions";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) }),
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params }) => {
    await eraseProjectByCustomer(params.token);
    return NextResponse.json({ message: "Ihre Daten wurden gelöscht. Sie erhalten eine Bestätigung per E-Mail." });
  },
});
