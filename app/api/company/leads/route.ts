// GET /api/company/leads – the leads assigned to the session company { projects }, newest first, with its own status (§2, §7).
import { NextResponse } from "next/server";
import { requireCompany } from "@/lib/auth/session";
import { listCompanyLeads } from "@/lib/data/company-leads";
import { handleApiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  try {
    const user = await requireCompany(request);
    const projects = await listCompanyLeads(user.companyId);
    return NextResponse.json({ projects }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return handleApiError(error);
  }
}
