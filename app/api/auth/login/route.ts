// POST /api/auth/login – public: e-mail and password → session cookie and { user }; admins get a second step
// instead: { step, pendingToken, enrolment? }.
import { NextResponse } from "next/server";
import { loginWithPassword } from "@/lib/auth/login-flow";
import { applyCookies } from "@/lib/auth/session";
import { defineRoute } from "@/lib/http/route";
import { loginSchema } from "@/lib/validation/auth";

export const POST = defineRoute({
  audience: "public",
  body: loginSchema,
  handler: async ({ request, body, clientAddress }) => {
    const result = await loginWithPassword(request, clientAddress, body.email, body.password);
    if (result.step === "done") return applyCookies(NextResponse.json({ user: result.user }), result.cookies);
    // The pending token (and at enrolment the new secret) must not be cached anywhere.
    return NextResponse.json(result, { headers: { "Cache-Control": "no-store" } });
  },
});
