// PUT /api/partner-onboarding/[id]/status – admin only: approves (company user, verified company, setup e-mail)
// or rejects with an e-mailed reason a pending onboarding record.
import { NextResponse } from "next/server";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { decidePartnerOnboarding } from "@/lib/data/partner-onboarding";
import { defineRoute } from "@/lib/http/route";
import { onboardingStatusSchema } from "@/lib/validation/admin-approvals";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const PUT = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam("Partner-Onboarding nicht gefunden.") }),
  body: onboardingStatusSchema,
  handler: async ({ params, body, user }) => {
    const decision = await decidePartnerOnboarding(params.id, body, user);
    // An approval creates a verified company: it appears in the public directory.
    if (decision.companyId !== undefined) revalidateCompanyProfile(decision.companyId);
    return NextResponse.json(decision);
  },
});
