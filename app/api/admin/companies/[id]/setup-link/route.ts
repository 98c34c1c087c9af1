// POST /api/admin/companies/[id]/setup-link – admin only: e-mails a new 48-hour password setup link; the old one
// stops working.
import { NextResponse } from "next/server";
import { COMPANY_NOT_FOUND } from "@/lib/data/admin-companies";
import { resendCompanySetupLink } from "@/lib/data/users";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(COMPANY_NOT_FOUND) }),
  rateLimit: { name: "admin-setup-link", points: 60, durationSeconds: 3600 },
  handler: async ({ params, user }) => {
    const { expiresAt } = await resendCompanySetupLink(params.id, user);
    return NextResponse.json({ message: "Der Setup-Link wurde gesendet.", expiresAt: expiresAt.toISOString() });
  },
});
