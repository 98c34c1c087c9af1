// POST /api/admin/assign-lead – assigns one verified company to an open project (max 4) and queues the company's e-mail (§7, issue 5 "Matching").
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { assignLead } from "@/lib/data/admin-projects";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { assignLeadSchema } from "@/lib/validation/admin-projects";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    await requireAdmin(request);
    const { projectId, companyId } = assignLeadSchema.parse(await readJsonBody(request));
    const result = await assignLead(projectId, companyId);
    return NextResponse.json(result, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
