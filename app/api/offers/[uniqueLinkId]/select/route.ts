// POST /api/offers/[uniqueLinkId]/select – the link's secret (`key`) or the project's access cookie, else 403:
// confirms one tier of an approved offer. Rate-limited.
import { NextResponse } from "next/server";
import { OFFER_NOT_FOUND_MESSAGE, selectOfferTier } from "@/lib/data/bathroom-offers";
import { defineRoute } from "@/lib/http/route";
import { hasProjectAccess } from "@/lib/offers/project-access";
import { tokenParam } from "@/lib/validation/id-param";
import { offerSelectionSchema } from "@/lib/validation/offer-selection";
import * as z from "@/lib/validation/zod";

/** Tier selections per client address and hour. */
const SELECT_LIMIT_PER_HOUR = 30;

export const POST = defineRoute({
  audience: "public",
  params: z.object({ uniqueLinkId: tokenParam(OFFER_NOT_FOUND_MESSAGE) }),
  body: offerSelectionSchema,
  rateLimit: { name: "offer-select", points: SELECT_LIMIT_PER_HOUR, durationSeconds: 3600 },
  handler: async ({ request, params, body }) => {
    await selectOfferTier(params.uniqueLinkId, body.selectedTier, {
      key: body.key,
      hasProjectAccess: (projectId) => hasProjectAccess(request, projectId),
    });
    return NextResponse.json({ ok: true }, { status: 201 });
  },
});
