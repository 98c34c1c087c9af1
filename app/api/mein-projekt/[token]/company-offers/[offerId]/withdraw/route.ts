// POST /api/mein-projekt/{token}/company-offers/{offerId}/withdraw { reason? } – token holder: withdraws the
// acceptance within 14 days (§ 11 FAGG); 409 after the period.
import { NextResponse } from "next/server";
import { OFFER_ACCEPTANCE_ERRORS, withdrawAcceptance } from "@/lib/offers/acceptance";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import { withdrawAcceptanceSchema } from "@/lib/validation/offer-acceptance";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND), offerId: idParam(OFFER_ACCEPTANCE_ERRORS.notFound) }),
  body: withdrawAcceptanceSchema,
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params, body }) => NextResponse.json(await withdrawAcceptance(params.token, params.offerId, body)),
});
