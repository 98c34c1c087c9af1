// POST /api/company/advertising-request – the session company asks for more leads in a category; stored as pending (§3, §5, §7).
import { NextResponse } from "next/server";
import { requireCompany } from "@/lib/auth/session";
import { createAdvertisingRequest } from "@/lib/data/advertising-requests";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { advertisingRequestSchema } from "@/lib/validation/advertising-request";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const user = await requireCompany(request);
    const input = advertisingRequestSchema.parse(await readJsonBody(request));
    const stored = await createAdvertisingRequest(user.companyId, input);
    return NextResponse.json({ request: { id: stored.id } }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
