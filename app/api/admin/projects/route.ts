// GET /api/admin/projects – one page of all projects, newest first, with their companies (§2 "Projects", §7): ?page=1&pageSize=50 (max 100)&status=Offen.
import { requireAdmin } from "@/lib/auth/session";
import { listAdminProjects } from "@/lib/data/admin-projects";
import { handleApiError } from "@/lib/http/api-error";
import { adminProjectsQueryFromUrl } from "@/lib/validation/admin-projects";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    const query = adminProjectsQueryFromUrl(new URL(request.url));
    const page = await listAdminProjects(query);
    return privateJson(page);
  } catch (error) {
    return handleApiError(error);
  }
}
