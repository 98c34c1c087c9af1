// PATCH /api/admin/company-registrations/[id]/status – approve (company user + verified company + setup e-mail) or reject a pending registration (§4, §7).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { decideCompanyRegistration } from "@/lib/data/company-registrations";
import { handleApiError } from "@/lib/http/api-error";
import { idFromParam } from "@/lib/validation/id-param";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { registrationStatusSchema } from "@/lib/validation/admin-approvals";

export async function PATCH(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const admin = await requireAdmin(request);
    const { status } = registrationStatusSchema.parse(await readJsonBody(request));
    const id = idFromParam((await context.params).id, "Firmenanmeldung nicht gefunden.");
    return NextResponse.json(await decideCompanyRegistration(id, status, admin.id));
  } catch (error) {
    return handleApiError(error);
  }
}
