// PATCH /api/admin/advertising-requests/[id]/status – admin only: sets pending, approved or rejected;
// decisions are e-mailed to the company.
import { NextResponse } from "next/server";
import { setAdvertisingRequestStatus } from "@/lib/data/advertising-requests";
import { defineRoute } from "@/lib/http/route";
import { advertisingStatusSchema } from "@/lib/validation/admin-approvals";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const PATCH = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam("Werbeanfrage nicht gefunden.") }),
  body: advertisingStatusSchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json({ request: await setAdvertisingRequestStatus(params.id, body.status, user) }),
});
