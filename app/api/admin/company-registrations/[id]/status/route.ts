// PATCH /api/admin/company-registrations/[id]/status – admin only: approves (company user, verified company, setup
// e-mail) or rejects with an e-mailed reason a pending registration.
import { NextResponse } from "next/server";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { decideCompanyRegistration } from "@/lib/data/company-registrations";
import { defineRoute } from "@/lib/http/route";
import { registrationStatusSchema } from "@/lib/validation/admin-approvals";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const PATCH = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam("Firmenanmeldung nicht gefunden.") }),
  body: registrationStatusSchema,
  handler: async ({ params, body, user }) => {
    const decision = await decideCompanyRegistration(params.id, body, user);
    // An approval creates a verified company: it appears in the public directory.
    if (decision.companyId !== undefined) revalidateCompanyProfile(decision.companyId);
    return NextResponse.json(decision);
  },
});
