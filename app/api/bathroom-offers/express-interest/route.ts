// POST /api/bathroom-offers/express-interest – access cookie required (else 404): records the chosen tier.
// Rate-limited.
import { NextResponse } from "next/server";
import { expressInterest, OFFER_NOT_FOUND_MESSAGE } from "@/lib/data/bathroom-offers";
import { NotFoundError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/route";
import { hasProjectAccess } from "@/lib/offers/project-access";
import { expressInterestSchema } from "@/lib/validation/bathroom-offer";

/** Interest submissions per client address and hour. */
const INTEREST_LIMIT_PER_HOUR = 30;

export const POST = defineRoute({
  audience: "public",
  body: expressInterestSchema,
  rateLimit: { name: "offer-interest", points: INTEREST_LIMIT_PER_HOUR, durationSeconds: 3600 },
  handler: async ({ request, body }) => {
    if (!hasProjectAccess(request, body.projectId)) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
    await expressInterest(body.projectId, body.selectedTier);
    return NextResponse.json({ ok: true }, { status: 201 });
  },
});
