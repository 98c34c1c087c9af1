// GET /api/admin/projects – admin only: one page of projects, newest first, with their companies
// (?page&pageSize&status).
import { listAdminProjects } from "@/lib/projects/search";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminProjectsQueryFromUrl } from "@/lib/validation/admin-projects";

export const GET = defineRoute({
  audience: "admin",
  handler: async ({ request }) => privateJson(await listAdminProjects(adminProjectsQueryFromUrl(new URL(request.url)))),
});
