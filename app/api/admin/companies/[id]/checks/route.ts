// GET /api/admin/companies/[id]/checks – admin only: the register checks, insurance state and what blocks
// "Freigeben"; POST – stores changed GISA/Firmenbuch numbers and queues a fresh check round (audited).
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import { companyChecksRequestSchema } from "@/lib/validation/verification";
import * as z from "@/lib/validation/zod";
import { CHECKS_COMPANY_NOT_FOUND, getCompanyChecks, requestCompanyChecks } from "@/lib/verification/check-requests";

const params = z.object({ id: idParam(CHECKS_COMPANY_NOT_FOUND) });

export const GET = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params }) => privateJson(await getCompanyChecks(params.id)),
});

export const POST = defineRoute({
  audience: "admin",
  params,
  body: companyChecksRequestSchema,
  handler: async ({ params, body, user }) =>
    privateJson({ readiness: await requestCompanyChecks(params.id, body, user) }, { status: 202 }),
});
