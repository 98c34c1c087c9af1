// POST /api/auth/logout – ends this session on the server and clears the cookie; 200 even when logged out.
import { NextResponse } from "next/server";
import { applyCookies, endSession } from "@/lib/auth/session";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  audience: "public",
  handler: async ({ request }) => applyCookies(NextResponse.json({ ok: true }), await endSession(request)),
});
