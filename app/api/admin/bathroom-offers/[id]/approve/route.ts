// PATCH /api/admin/bathroom-offers/[id]/approve – admin only: approves a pending offer and queues the customer's
// e-mail with its link. Any payload must be bounded JSON and is ignored.
import { NextResponse } from "next/server";
import { approveBathroomOffer } from "@/lib/data/admin-bathroom-offers";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const PATCH = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam("Angebot nicht gefunden.") }),
  handler: async ({ params, user }) => NextResponse.json({ offer: await approveBathroomOffer(params.id, user) }),
});
