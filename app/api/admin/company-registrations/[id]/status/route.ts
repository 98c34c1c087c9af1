// PATCH /api/admin/company-registrations/[id]/status – approve (company user + verified company + setup e-mail) or reject a pending registration (§4, §7).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { decideCompanyRegistration } from "@/lib/data/company-registrations";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { registrationStatusSchema, routeId } from "@/lib/validation/admin-approvals";

export async function PATCH(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const admin = await requireAdmin(request);
    const { status } = registrationStatusSchema.parse(await readJsonBody(request));
    const id = routeId((await context.params).id);
    if (id === null) throw new ApiError(404, "Firmenanmeldung nicht gefunden.");
    return NextResponse.json(await decideCompanyRegistration(id, status, admin.id));
  } catch (error) {
    return handleApiError(error);
  }
}
