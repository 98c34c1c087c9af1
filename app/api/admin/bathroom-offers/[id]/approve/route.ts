// PATCH /api/admin/bathroom-offers/[id]/approve – approve a pending offer and queue the e-mail with its link to the customer (§4, §7). Empty body.
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { approveBathroomOffer } from "@/lib/data/admin-bathroom-offers";
import { handleApiError } from "@/lib/http/api-error";
import { idFromParam } from "@/lib/validation/id-param";
import { assertSameOrigin, readOptionalJsonBody } from "@/lib/http/request";

export async function PATCH(request: Request, context: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const admin = await requireAdmin(request);
    await readOptionalJsonBody(request); // §7: no payload; one sent anyway must be bounded JSON and is ignored
    const id = idFromParam((await context.params).id, "Angebot nicht gefunden.");
    return NextResponse.json({ offer: await approveBathroomOffer(id, admin.id) });
  } catch (error) {
    return handleApiError(error);
  }
}
