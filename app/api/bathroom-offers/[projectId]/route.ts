// GET /api/bathroom-offers/[projectId] – submitting browser only (else 404): the three offers, or
// 202 { status: "generating" } before.
import { getProjectOfferState, OFFER_NOT_FOUND_MESSAGE } from "@/lib/data/bathroom-offers";
import { NotFoundError } from "@/lib/errors";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { hasProjectAccess } from "@/lib/offers/project-access";
import { idFromParam } from "@/lib/validation/id-param";

export const GET = defineRoute({
  audience: "public",
  params: ({ projectId }) => ({ projectId: idFromParam(projectId, OFFER_NOT_FOUND_MESSAGE) }),
  handler: async ({ request, params }) => {
    // Without the access proof the answer is the same as for an unknown project.
    if (!hasProjectAccess(request, params.projectId)) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
    const state = await getProjectOfferState(params.projectId);
    if (!state) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
    // Polled every 3 s while generating: never cached.
    return privateJson(state, { status: state.status === "generating" ? 202 : 200 });
  },
});
