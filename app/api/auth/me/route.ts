// GET /api/auth/me – the logged-in user { user } with role and company name; 401 when logged out (§7).
import { NextResponse } from "next/server";
import { requireSession } from "@/lib/auth/session";
import { findCompanyName } from "@/lib/data/users";
import { handleApiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  try {
    const user = await requireSession(request);
    const companyName = user.companyId === null ? null : await findCompanyName(user.companyId);
    return NextResponse.json({ user: { ...user, companyName } }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return handleApiError(error);
  }
}
