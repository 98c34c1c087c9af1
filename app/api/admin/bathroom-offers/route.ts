// GET /api/admin/bathroom-offers – the admin's list of generated bathroom offers, newest first (§2 "AI offers", §7).
import { requireAdmin } from "@/lib/auth/session";
import { listBathroomOffers } from "@/lib/data/admin-bathroom-offers";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    return privateJson({ offers: await listBathroomOffers() });
  } catch (error) {
    return handleApiError(error);
  }
}
