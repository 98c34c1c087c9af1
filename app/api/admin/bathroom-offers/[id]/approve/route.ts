// PATCH /api/admin/bathroom-offers/[id]/approve – approve a pending offer and queue the e-mail with its link to the customer (§4, §7). No payload (one sent anyway must be bounded JSON and is ignored).
import { NextResponse } from "next/server";
import { approveBathroomOffer } from "@/lib/data/admin-bathroom-offers";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const PATCH = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, "Angebot nicht gefunden.") }),
  handler: async ({ params, user }) => NextResponse.json({ offer: await approveBathroomOffer(params.id, user) }),
});
