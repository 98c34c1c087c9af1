// GET /api/admin/projects – one page of all projects, newest first, with their companies (§2 "Projects", §7): ?page=1&pageSize=50 (max 100)&status=Offen.
import { listAdminProjects } from "@/lib/projects/search";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminProjectsQueryFromUrl } from "@/lib/validation/admin-projects";

export const GET = defineRoute({
  audience: "admin",
  handler: async ({ request }) => privateJson(await listAdminProjects(adminProjectsQueryFromUrl(new URL(request.url)))),
});
