// PATCH /api/admin/advertising-requests/[id]/status – admin only: sets pending, approved or rejected;
// decisions are e-mailed to the company.
import { NextResponse } from "next/server";
import { setAdvertisingRequestStatus } from "@/lib/data/advertising-requests";
import { defineRoute } from "@/lib/http/route";
import { advertisingStatusSchema } from "@/lib/validation/admin-approvals";
import { idFromParam } from "@/lib/validation/id-param";

export const PATCH = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, "Werbeanfrage nicht gefunden.") }),
  body: advertisingStatusSchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json({ request: await setAdvertisingRequestStatus(params.id, body.status, user) }),
});
