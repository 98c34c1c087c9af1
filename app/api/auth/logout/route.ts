// POST /api/auth/logout – ends the session (clears the cookie); answers 200 even when no one was logged in.
import { NextResponse } from "next/server";
import { applyCookies, signOutCookies } from "@/lib/auth/session";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin } from "@/lib/http/request";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    return applyCookies(NextResponse.json({ ok: true }), await signOutCookies(request));
  } catch (error) {
    return handleApiError(error);
  }
}
