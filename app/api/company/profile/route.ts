// GET /api/company/profile – the session company's profile { company: { id, name, city, services, verified } } (§7).
import { requireCompany } from "@/lib/auth/session";
import { getCompanyProfile } from "@/lib/data/company-leads";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    const user = await requireCompany(request);
    const company = await getCompanyProfile(user.companyId);
    return privateJson({ company });
  } catch (error) {
    return handleApiError(error);
  }
}
