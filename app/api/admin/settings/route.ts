// GET /api/admin/settings – admin only: the operator's settings and what the imprint lacks; PUT – saves them.
import { NextResponse } from "next/server";
import { revalidateSettingsPages } from "@/lib/cache/revalidate-content";
import { readSiteSettings, updateSiteSettings } from "@/lib/data/settings";
import { missingImprintFields } from "@/lib/domain/settings";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { siteSettingsSchema } from "@/lib/validation/settings";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => {
    const settings = await readSiteSettings();
    return privateJson({ settings, imprintMissing: missingImprintFields(settings) });
  },
});

export const PUT = defineRoute({
  audience: "admin",
  body: siteSettingsSchema,
  handler: async ({ body, user }) => {
    const { settings, changed } = await updateSiteSettings(user, body);
    if (changed.length > 0) revalidateSettingsPages();
    return NextResponse.json({ settings, imprintMissing: missingImprintFields(settings), changed });
  },
});
