// GET /api/company/leads – the leads assigned to the session company { projects }, newest first, with its own status (§2, §7).
import { requireCompany } from "@/lib/auth/session";
import { listCompanyLeads } from "@/lib/data/company-leads";
import { handleApiError } from "@/lib/http/api-error";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    const user = await requireCompany(request);
    const projects = await listCompanyLeads(user.companyId);
    return privateJson({ projects });
  } catch (error) {
    return handleApiError(error);
  }
}
