// GET /api/bathroom-offers/[projectId] – submitting browser only (else 404): the three offers with the project's
// possible subsidies, or 202 { status: "generating" } before.
import { getCustomerOfferAnswer, OFFER_NOT_FOUND_MESSAGE } from "@/lib/data/bathroom-offers";
import { NotFoundError } from "@/lib/errors";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { hasProjectAccess } from "@/lib/offers/project-access";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ projectId: idParam(OFFER_NOT_FOUND_MESSAGE) }),
  handler: async ({ request, params }) => {
    // Without the access proof the answer is the same as for an unknown project.
    if (!hasProjectAccess(request, params.projectId)) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
    const state = await getCustomerOfferAnswer(params.projectId);
    if (!state) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
    // Polled every 3 s while generating: never cached.
    return privateJson(state, { status: state.status === "generating" ? 202 : 200 });
  },
});
