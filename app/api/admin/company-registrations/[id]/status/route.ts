// PATCH /api/admin/company-registrations/[id]/status – admin only: approves (company user, verified company, setup
// e-mail) or rejects with an e-mailed reason a pending registration.
import { NextResponse } from "next/server";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { decideCompanyRegistration } from "@/lib/data/company-registrations";
import { defineRoute } from "@/lib/http/route";
import { registrationStatusSchema } from "@/lib/validation/admin-approvals";
import { idFromParam } from "@/lib/validation/id-param";

export const PATCH = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, "Firmenanmeldung nicht gefunden.") }),
  body: registrationStatusSchema,
  handler: async ({ params, body, user }) => {
    const decision = await decideCompanyRegistration(params.id, body, user);
    // An approval creates a verified company: it appears in the public directory.
    if (decision.companyId !== undefined) revalidateCompanyProfile(decision.companyId);
    return NextResponse.json(decision);
  },
});
