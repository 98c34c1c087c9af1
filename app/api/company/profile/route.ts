// GET /api/company/profile – the session company's profile { company: { id, name, city, services, verified } } (§7).
import { NextResponse } from "next/server";
import { requireCompany } from "@/lib/auth/session";
import { getCompanyProfile } from "@/lib/data/company-leads";
import { handleApiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  try {
    const user = await requireCompany(request);
    const company = await getCompanyProfile(user.companyId);
    return NextResponse.json({ company }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return handleApiError(error);
  }
}
