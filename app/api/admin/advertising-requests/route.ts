// GET /api/admin/advertising-requests – the admin's list of advertising requests with company names, newest first (§2 "Advertising requests", §7).
import { requireAdmin } from "@/lib/auth/session";
import { listAdvertisingRequests } from "@/lib/data/advertising-requests";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    return privateJson({ requests: await listAdvertisingRequests() });
  } catch (error) {
    return handleApiError(error);
  }
}
