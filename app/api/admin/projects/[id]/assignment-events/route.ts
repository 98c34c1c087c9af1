// GET /api/admin/projects/[id]/assignment-events – the history of every company's assignment of the project (contact, status changes with value and reason, job done), oldest first (issue 15 §2). Admins only.
import { listAssignmentEvents } from "@/lib/data/assignment-events";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { ASSIGN_ERRORS } from "@/lib/data/admin-projects";
import { idFromParam } from "@/lib/validation/id-param";

export const GET = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params }) => privateJson({ events: await listAssignmentEvents(params.id) }),
});
