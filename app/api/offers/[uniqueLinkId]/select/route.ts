// POST /api/offers/[uniqueLinkId]/select – the customer confirms one tier of an approved offer (offer_selections row). Public, rate-limited; needs the e-mail link's secret (`key`) or the submitting browser's project access cookie, else 403 (issue 12 §5).
import { NextResponse } from "next/server";
import { selectOfferTier } from "@/lib/data/bathroom-offers";
import { defineRoute } from "@/lib/http/route";
import { hasProjectAccess } from "@/lib/offers/project-access";
import { offerSelectionSchema } from "@/lib/validation/offer-selection";

/** Tier selections per client address and hour. */
const SELECT_LIMIT_PER_HOUR = 30;

export const POST = defineRoute({
  audience: "public",
  body: offerSelectionSchema,
  rateLimit: { name: "offer-select", points: SELECT_LIMIT_PER_HOUR, durationSeconds: 3600 },
  handler: async ({ request, params, body }) => {
    await selectOfferTier(params.uniqueLinkId ?? "", body.selectedTier, {
      key: body.key,
      hasProjectAccess: (projectId) => hasProjectAccess(request, projectId),
    });
    return NextResponse.json({ ok: true }, { status: 201 });
  },
});
