// POST /api/mein-projekt/{token}/release { companyId? } – token holder: releases the contact data to one active
// company of the project (or to all without companyId) and e-mails it; idempotent; 404 alike for every wrong token.
import { NextResponse } from "next/server";
import { releaseContactByCustomer } from "@/lib/project-room/contact-release";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { contactReleaseSchema } from "@/lib/validation/project-room";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) }),
  body: contactReleaseSchema,
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params, body }) => NextResponse.json(await releaseContactByCustomer(params.token, body.companyId)),
});
