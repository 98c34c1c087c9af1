// GET /api/admin/stats – the five count cards of the admin overview (§2 "Dashboard").
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { getAdminStats } from "@/lib/data/admin-dashboard";
import { handleApiError } from "@/lib/http/api-error";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    const stats = await getAdminStats();
    return NextResponse.json({ stats }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return handleApiError(error);
  }
}
