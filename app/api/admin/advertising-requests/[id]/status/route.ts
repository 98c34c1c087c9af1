// PATCH /api/admin/advertising-requests/[id]/status – set pending, approved or rejected from any status (§4, §7).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { setAdvertisingRequestStatus } from "@/lib/data/advertising-requests";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { advertisingStatusSchema, routeId } from "@/lib/validation/admin-approvals";

export async function PATCH(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const admin = await requireAdmin(request);
    const { status } = advertisingStatusSchema.parse(await readJsonBody(request));
    const id = routeId((await context.params).id);
    if (id === null) throw new ApiError(404, "Werbeanfrage nicht gefunden.");
    return NextResponse.json({ request: await setAdvertisingRequestStatus(id, status, admin.id) });
  } catch (error) {
    return handleApiError(error);
  }
}
