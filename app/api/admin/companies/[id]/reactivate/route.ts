// POST /api/admin/companies/[id]/reactivate – admin only: the company can log in and receive leads again.
import { NextResponse } from "next/server";
import { COMPANY_NOT_FOUND, reactivateCompany } from "@/lib/data/admin-companies";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(COMPANY_NOT_FOUND) }),
  handler: async ({ params, user }) =>
    NextResponse.json({
      message: "Die Firma wurde wieder aktiviert.",
      company: await reactivateCompany(params.id, user),
    }),
});
