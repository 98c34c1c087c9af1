// PATCH/DELETE /api/admin/subsidy-rules/{id} – admin only: change fields of a rule (deactivate with
// { active: false }) or delete it.
import { NextResponse } from "next/server";
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
  handler: async ({ params, body, user }) =>
    NextResponse.json({ rule: await updateSubsidyRule(user, params.id, body) }),
});

export const DELETE = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params, user }) => NextResponse.json({ ok: true, ...(await deleteSubsidyRule(user, params.id)) }),
});
