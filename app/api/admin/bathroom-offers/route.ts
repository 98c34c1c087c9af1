// GET /api/admin/bathroom-offers – the admin's list of generated bathroom offers, newest first (§2 "AI offers", §7).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { listBathroomOffers } from "@/lib/data/admin-bathroom-offers";
import { handleApiError } from "@/lib/http/api-error";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    return NextResponse.json({ offers: await listBathroomOffers() });
  } catch (error) {
    return handleApiError(error);
  }
}
