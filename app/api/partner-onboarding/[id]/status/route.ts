// PUT /api/partner-onboarding/[id]/status – approve (company user + verified company + setup e-mail) or reject a pending onboarding record. Admin only (§4, §7).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { decidePartnerOnboarding } from "@/lib/data/partner-onboarding";
import { handleApiError } from "@/lib/http/api-error";
import { idFromParam } from "@/lib/validation/id-param";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { onboardingStatusSchema } from "@/lib/validation/admin-approvals";

export async function PUT(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const admin = await requireAdmin(request);
    const decision = onboardingStatusSchema.parse(await readJsonBody(request));
    const id = idFromParam((await context.params).id, "Partner-Onboarding nicht gefunden.");
    return NextResponse.json(await decidePartnerOnboarding(id, decision, admin.id));
  } catch (error) {
    return handleApiError(error);
  }
}
