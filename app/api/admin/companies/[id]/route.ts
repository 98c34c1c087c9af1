// GET /api/admin/companies/[id] – a company's details with its assignments and outcomes; PATCH – verify or unverify it (issue 5 "Companies").
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { COMPANY_NOT_FOUND, getAdminCompany, setCompanyVerified } from "@/lib/data/admin-companies";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { companyVerificationSchema } from "@/lib/validation/admin-projects";
import { idFromParam } from "@/lib/validation/id-param";
import { privateJson } from "@/lib/http/response";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, context: Context) {
  try {
    await requireAdmin(request);
    const companyId = idFromParam((await context.params).id, COMPANY_NOT_FOUND);
    const company = await getAdminCompany(companyId);
    return privateJson({ company });
  } catch (error) {
    return handleApiError(error);
  }
}

export async function PATCH(request: Request, context: Context) {
  try {
    assertSameOrigin(request);
    await requireAdmin(request);
    const { verified } = companyVerificationSchema.parse(await readJsonBody(request));
    const companyId = idFromParam((await context.params).id, COMPANY_NOT_FOUND);
    const company = await setCompanyVerified(companyId, verified);
    return NextResponse.json({ company });
  } catch (error) {
    return handleApiError(error);
  }
}
