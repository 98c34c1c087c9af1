// PUT /api/partner-onboarding/[id]/status – approve (company user + verified company + setup e-mail) or reject a pending onboarding record. Admin only (§4, §7).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { decidePartnerOnboarding } from "@/lib/data/partner-onboarding";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { onboardingStatusSchema, routeId } from "@/lib/validation/admin-approvals";

export async function PUT(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const admin = await requireAdmin(request);
    const decision = onboardingStatusSchema.parse(await readJsonBody(request));
    const id = routeId((await context.params).id);
    if (id === null) throw new ApiError(404, "Partner-Onboarding nicht gefunden.");
    return NextResponse.json(await decidePartnerOnboarding(id, decision, admin.id));
  } catch (error) {
    return handleApiError(error);
  }
}
