// GET /api/admin/projects/[id]/assignment-events?page=2 – one page of the history of every company's assignment of the
// project (contact, status changes with value and reason, job done, removal, re-assignment), oldest first:
// → { events, total, page, pageSize } (page size ASSIGNMENT_EVENTS_PAGE_SIZE). Admins only.
import { listAssignmentEventsPage } from "@/lib/data/assignment-events";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { adminCompanyAssignmentsQuerySchema as pageQuerySchema } from "@/lib/validation/admin-companies";
import { idFromParam } from "@/lib/validation/id-param";

export const GET = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, ASSIGN_ERRORS.projectNotFound) }),
  query: pageQuerySchema,
  handler: async ({ params, query }) => privateJson(await listAssignmentEventsPage(params.id, query.page)),
});
