// GET /api/admin/company-registrations – the admin's list of company registrations, newest first (§2 "Company registrations", §7).
import { requireAdmin } from "@/lib/auth/session";
import { listCompanyRegistrations } from "@/lib/data/company-registrations";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    return privateJson({ registrations: await listCompanyRegistrations() });
  } catch (error) {
    return handleApiError(error);
  }
}
