// POST /api/admin/bathroom-offers/[id]/reject { reason } – admin only: rejects an offer that is not approved;
// no e-mail.
import { NextResponse } from "next/server";
import { ADMIN_OFFER_NOT_FOUND, rejectBathroomOffer } from "@/lib/data/admin-bathroom-offers";
import { defineRoute } from "@/lib/http/route";
import { rejectOfferSchema } from "@/lib/validation/admin-bathroom-offers";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ADMIN_OFFER_NOT_FOUND) }),
  body: rejectOfferSchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json({ offer: await rejectBathroomOffer(params.id, user, body.reason) }),
});
