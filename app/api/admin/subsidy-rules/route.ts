// GET /api/admin/subsidy-rules – admin only: every subsidy rule ("Förderungen" in Einstellungen);
// POST – creates a rule (409 when the key is taken); a change refreshes the quiz pages' "Förderung prüfen" step.
import { NextResponse } from "next/server";
import { revalidateSubsidyPages } from "@/lib/cache/revalidate-content";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { createSubsidyRule, listSubsidyRules } from "@/lib/subsidies/rules";
import { subsidyRuleInputSchema } from "@/lib/subsidies/schemas";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ rules: await listSubsidyRules() }),
});

export const POST = defineRoute({
  audience: "admin",
  body: subsidyRuleInputSchema,
  handler: async ({ body, user }) => {
    const rule = await createSubsidyRule(user, body);
    revalidateSubsidyPages();
    return NextResponse.json({ rule }, { status: 201 });
  },
});
