// POST /api/admin/insurance/[id]/decision – accept or reject (with a reason) a submitted confirmation.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import { insuranceDecisionSchema } from "@/lib/validation/insurance";
import * as z from "@/lib/validation/zod";
import { decideInsurance } from "@/lib/verification/insurance";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam("Dokument nicht gefunden.") }),
  body: insuranceDecisionSchema,
  handler: async ({ user, params, body }) => privateJson({ document: await decideInsurance(params.id, body, user) }),
});
