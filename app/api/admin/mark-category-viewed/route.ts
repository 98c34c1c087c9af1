// POST /api/admin/mark-category-viewed – records that this admin viewed a badge category now, which clears its badge (§2, §7).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { markCategoryViewed } from "@/lib/data/admin-dashboard";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { markCategoryViewedSchema } from "@/lib/validation/admin-projects";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const admin = await requireAdmin(request);
    const { category } = markCategoryViewedSchema.parse(await readJsonBody(request));
    const lastViewedAt = await markCategoryViewed(admin.id, category);
    return NextResponse.json({ category, lastViewedAt: lastViewedAt.toISOString() });
  } catch (error) {
    return handleApiError(error);
  }
}
