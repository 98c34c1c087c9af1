// PATCH /api/projects/[id]/status – a company sets its status (Offen/Gewonnen/Verloren) of one of its leads (§4, §7).
import { NextResponse } from "next/server";
import { requireCompany } from "@/lib/auth/session";
import { updateLeadStatus } from "@/lib/data/company-leads";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { idFromParam } from "@/lib/validation/id-param";
import { leadStatusSchema } from "@/lib/validation/lead-status";

export async function PATCH(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const user = await requireCompany(request);
    const { status } = leadStatusSchema.parse(await readJsonBody(request));
    const projectId = idFromParam((await context.params).id, "Projekt nicht gefunden");
    const project = await updateLeadStatus(user.companyId, projectId, status);
    return NextResponse.json({ project });
  } catch (error) {
    return handleApiError(error);
  }
}
