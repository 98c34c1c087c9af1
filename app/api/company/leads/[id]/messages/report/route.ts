// POST /api/company/leads/[id]/messages/report { reason } – company only: reports the thread of its lead to the
// admins (who may then read it) → { reportedAt }. Another company's or an ended lead 404.
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { reportThreadSchema } from "@/lib/messages/schemas";
import { companyThreadRef, reportThread } from "@/lib/messages/threads";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) }),
  body: reportThreadSchema,
  rateLimit: { name: "company-lead-action", points: 300, durationSeconds: 3600 },
  handler: async ({ params, body, user }) =>
    privateJson(await reportThread(await companyThreadRef(user.companyId, params.id), body.reason, { actor: user })),
});
