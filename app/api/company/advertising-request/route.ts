// POST /api/company/advertising-request – company only: asks for more leads in a category; stored as pending.
import { NextResponse } from "next/server";
import { createAdvertisingRequest } from "@/lib/data/advertising-requests";
import { defineRoute } from "@/lib/http/route";
import { advertisingRequestSchema } from "@/lib/validation/advertising-request";

export const POST = defineRoute({
  audience: "company",
  body: advertisingRequestSchema,
  handler: async ({ body, user }) => {
    const stored = await createAdvertisingRequest(user, body);
    return NextResponse.json({ request: { id: stored.id } }, { status: 201 });
  },
});
