// GET /api/admin/company-registrations/[id]/checks – admin only: the registration's register checks,
// insurance confirmation and what blocks its approval.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { getRegistrationChecks } from "@/lib/verification/check-requests";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam("Firmenanmeldung nicht gefunden.") }),
  handler: async ({ params }) => privateJson({ readiness: await getRegistrationChecks(params.id) }),
});
