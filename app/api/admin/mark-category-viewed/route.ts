// POST /api/admin/mark-category-viewed – admin only: records that this admin viewed a badge category, clearing it.
import { NextResponse } from "next/server";
import { markCategoryViewed } from "@/lib/data/admin-dashboard";
import { defineRoute } from "@/lib/http/route";
import { markCategoryViewedSchema } from "@/lib/validation/admin-projects";

export const POST = defineRoute({
  audience: "admin",
  body: markCategoryViewedSchema,
  handler: async ({ body, user }) => {
    const lastViewedAt = await markCategoryViewed(user.id, body.category);
    return NextResponse.json({ category: body.category, lastViewedAt: lastViewedAt.toISOString() });
  },
});
