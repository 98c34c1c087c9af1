// POST /api/admin/companies/[id]/reactivate – admin only: the company can log in and receive leads again.
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
