// GET /api/admin/companies/[id] – a company's details with its assignments and outcomes; PATCH – verify or unverify it (issue 5 "Companies"; unverifying ends the company users' sessions).
import { NextResponse } from "next/server";
import { COMPANY_NOT_FOUND, getAdminCompany, setCompanyVerified } from "@/lib/data/admin-companies";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { companyVerificationSchema } from "@/lib/validation/admin-projects";
import { idFromParam } from "@/lib/validation/id-param";

const params = ({ id }: Record<string, string>) => ({ id: idFromParam(id, COMPANY_NOT_FOUND) });

export const GET = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params }) => privateJson({ company: await getAdminCompany(params.id) }),
});

export const PATCH = defineRoute({
  audience: "admin",
  params,
  body: companyVerificationSchema,
  handler: async ({ params, body }) => NextResponse.json({ company: await setCompanyVerified(params.id, body.verified) }),
});
