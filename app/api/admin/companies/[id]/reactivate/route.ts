// POST /api/admin/companies/[id]/reactivate – a deactivated company can log in and receive new leads again (issue 13 §2).
import { NextResponse } from "next/server";
import { COMPANY_NOT_FOUND, reactivateCompany } from "@/lib/data/admin-companies";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";

export const POST = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id, COMPANY_NOT_FOUND) }),
  handler: async ({ params, user }) =>
    NextResponse.json({
      message: "Die Firma wurde wieder aktiviert.",
      company: await reactivateCompany(params.id, user),
    }),
});
