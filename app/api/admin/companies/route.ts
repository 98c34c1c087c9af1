// GET /api/admin/companies – every company for the admin's companies table, newest first (§2 "Companies", §7).
import { requireAdmin } from "@/lib/auth/session";
import { listAdminCompanies } from "@/lib/data/admin-companies";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    const companies = await listAdminCompanies();
    return privateJson({ companies });
  } catch (error) {
    return handleApiError(error);
  }
}
