// POST /api/mein-projekt/{token}/company-offers/{offerId}/accept { versionId, expressStart, confirmed } – token
// holder: accepts the latest version of the offer (FAGG); 409 on a changed, expired or second acceptance.
import { NextResponse } from "next/server";
import { OFFER_ACCEPTANCE_ERRORS, acceptOffer } from "@/lib/offers/acceptance";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import { acceptOfferSchema } from "@/lib/validation/offer-acceptance";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND), offerId: idParam(OFFER_ACCEPTANCE_ERRORS.notFound) }),
  body: acceptOfferSchema,
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params, body }) => NextResponse.json(await acceptOffer(params.token, params.offerId, body)),
});
