// POST /api/admin/bathroom-offers/[id]/regenerate – admin only: sends a pending, failed or rejected offer back
// for a new generation. No payload.
import { NextResponse } from "next/server";
import { ADMIN_OFFER_NOT_FOUND, regenerateBathroomOffer } from "@/lib/data/admin-bathroom-offers";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ADMIN_OFFER_NOT_FOUND) }),
  handler: async ({ params, user }) => NextResponse.json({ offer: await regenerateBathroomOffer(params.id, user) }),
});
