// PATCH/DELETE /api/admin/subsidy-rules/{id} – admin only: change fields of a rule (deactivate with
// { active: false }) or delete it; either refreshes the quiz pages' "Förderung prüfen" step.
import { NextResponse } from "next/server";
import { revalidateSubsidyPages } from "@/lib/cache/revalidate-content";
import { defineRoute } from "@/lib/http/route";
import { deleteSubsidyRule, SUBSIDY_RULE_NOT_FOUND, updateSubsidyRule } from "@/lib/subsidies/rules";
import { subsidyRulePatchSchema } from "@/lib/subsidies/schemas";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const params = z.object({ id: idParam(SUBSIDY_RULE_NOT_FOUND) });

export const PATCH = defineRoute({
  audience: "admin",
  params,
  body: subsidyRulePatchSchema,
  handler: async ({ params, body, user }) => {
    const rule = await updateSubsidyRule(user, params.id, body);
    revalidateSubsidyPages();
    return NextResponse.json({ rule });
  },
});

export const DELETE = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params, user }) => {
    const deleted = await deleteSubsidyRule(user, params.id);
    revalidateSubsidyPages();
    return NextResponse.json({ ok: true, ...deleted });
  },
});
