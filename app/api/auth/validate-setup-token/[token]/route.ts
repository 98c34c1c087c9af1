// GET /api/auth/validate-setup-token/{token} – { valid, expired, message, email } for the password setup page (§7).
import { NextResponse } from "next/server";
import { checkSetupToken } from "@/lib/data/users";
import { handleApiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const { token } = await params;
    return NextResponse.json(await checkSetupToken(token), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return handleApiError(error);
  }
}
