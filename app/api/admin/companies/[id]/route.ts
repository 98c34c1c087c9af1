// GET /api/admin/companies/[id] – admin only: details with access state, assignments and outcomes;
// PATCH – edits the company and (un)verifies it (unverifying ends the company user's sessions).
import { NextResponse } from "next/server";
import { COMPANY_NOT_FOUND, getAdminCompany, updateAdminCompany } from "@/lib/data/admin-companies";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminCompanyUpdateSchema } from "@/lib/validation/admin-companies";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const params = z.object({ id: idParam(COMPANY_NOT_FOUND) });

export const GET = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params }) => privateJson({ company: await getAdminCompany(params.id) }),
});

export const PATCH = defineRoute({
  audience: "admin",
  params,
  body: adminCompanyUpdateSchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json({ company: await updateAdminCompany(params.id, body, user) }),
});
