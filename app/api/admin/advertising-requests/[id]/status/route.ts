// PATCH /api/admin/advertising-requests/[id]/status – set pending, approved or rejected from any status (§4, §7).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { setAdvertisingRequestStatus } from "@/lib/data/advertising-requests";
import { handleApiError } from "@/lib/http/api-error";
import { idFromParam } from "@/lib/validation/id-param";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { advertisingStatusSchema } from "@/lib/validation/admin-approvals";

export async function PATCH(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const admin = await requireAdmin(request);
    const { status } = advertisingStatusSchema.parse(await readJsonBody(request));
    const id = idFromParam((await context.params).id, "Werbeanfrage nicht gefunden.");
    return NextResponse.json({ request: await setAdvertisingRequestStatus(id, status, admin.id) });
  } catch (error) {
    return handleApiError(error);
  }
}
