// PATCH /api/projects/[id]/status – a company sets its status (Offen/Gewonnen/Verloren) of one of its leads (§4, §7).
import { NextResponse } from "next/server";
import { requireCompany } from "@/lib/auth/session";
import { updateLeadStatus } from "@/lib/data/company-leads";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { leadStatusSchema } from "@/lib/validation/lead-status";

const MAX_ID = 2_147_483_647;

/** The numeric project id of the path; anything else is a project that does not exist (404). */
function projectIdFromParam(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new ApiError(404, "Projekt nicht gefunden");
  return id;
}

export async function PATCH(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const user = await requireCompany(request);
    const { status } = leadStatusSchema.parse(await readJsonBody(request));
    const projectId = projectIdFromParam((await context.params).id);
    const project = await updateLeadStatus(user.companyId, projectId, status);
    return NextResponse.json({ project });
  } catch (error) {
    return handleApiError(error);
  }
}
