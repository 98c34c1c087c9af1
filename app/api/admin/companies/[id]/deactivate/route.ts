// POST /api/admin/companies/[id]/deactivate { reason } – admin only: the company can no longer log in (sessions end)
// and gets no new leads; its history stays.
import { NextResponse } from "next/server";
import { COMPANY_NOT_FOUND, deactivateCompany } from "@/lib/data/admin-companies";
import { defineRoute } from "@/lib/http/route";
import { companyDeactivateSchema } from "@/lib/validation/admin-companies";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(COMPANY_NOT_FOUND) }),
  body: companyDeactivateSchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json({
      message: "Die Firma wurde deaktiviert.",
      company: await deactivateCompany(params.id, body.reason, user),
    }),
});
