// GET /api/admin/projects/[id]/assignment-events?page=2 – admin only: one page of the project's assignment history,
// oldest first → { events, total, page, pageSize }.
import { listAssignmentEventsPage } from "@/lib/data/assignment-events";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { adminCompanyAssignmentsQuerySchema as pageQuerySchema } from "@/lib/validation/admin-companies";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  query: pageQuerySchema,
  handler: async ({ params, query }) => privateJson(await listAssignmentEventsPage(params.id, query.page)),
});
