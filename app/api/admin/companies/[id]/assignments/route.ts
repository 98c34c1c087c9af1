// GET /api/admin/companies/[id]/assignments?page=2 – admin only: one page of a company's assignments, newest first
// → { assignments, total, page, pageSize }; unknown company 404.
import { COMPANY_NOT_FOUND, listCompanyAssignments } from "@/lib/data/admin-companies";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminCompanyAssignmentsQuerySchema } from "@/lib/validation/admin-companies";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(COMPANY_NOT_FOUND) }),
  query: adminCompanyAssignmentsQuerySchema,
  handler: async ({ params, query }) => privateJson(await listCompanyAssignments(params.id, query.page)),
});
