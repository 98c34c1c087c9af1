/**
 * Subsidy rules in the database: the current ones for customers, and the admin CRUD (each change audited in its
 * transaction). Dates cross this module as Vienna days "YYYY-MM-DD" (PostgreSQL DATE ↔ UTC midnight).
 */
import "server-only";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { isSubsidyRuleCurrent, type SubsidyConditions, type SubsidyRuleData } from "@/lib/domain/subsidies";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prismaErrorCode } from "@/lib/http/api-error";
import { subsidyConditionsSchema, type SubsidyRuleInput, type SubsidyRulePatch } from "./schemas";

export const SUBSIDY_RULE_NOT_FOUND = "Förderregel nicht gefunden.";
export const SUBSIDY_RULE_KEY_TAKEN = "Es gibt bereits eine Förderregel mit diesem Schlüssel.";

type Admin = Exclude<AuditActor, string>;

/** A rule as admins see it: the evaluation data plus id and last change (ISO instant). */
export interface AdminSubsidyRule extends SubsidyRuleData {
  id: number;
  updatedAt: string;
}

type Row = Prisma.SubsidyRuleGetPayload<object>;

const day = (value: Date) => value.toISOString().slice(0, 10);
const toDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

function toRule(row: Row): AdminSubsidyRule {
  const conditions = subsidyConditionsSchema.safeParse(row.conditions);
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    provider: row.provider,
    services: row.services,
    rateBps: row.rateBps,
    maxCents: row.maxCents,
    // A malformed conditions column asks nothing rather than hiding the rule.
    conditions: conditions.success ? (conditions.data as SubsidyConditions) : {},
    conditionsText: row.conditionsText,
    labourMaterialSplitRequired: row.labourMaterialSplitRequired,
    sourceUrl: row.sourceUrl,
    validFrom: day(row.validFrom),
    validTo: row.validTo ? day(row.validTo) : null,
    lastCheckedOn: day(row.lastCheckedOn),
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toData(input: SubsidyRulePatch) {
  return {
    ...input,
    conditions: input.conditions as Prisma.InputJsonValue | undefined,
    validFrom: input.validFrom === undefined ? undefined : toDate(input.validFrom),
    validTo: input.validTo === undefined ? undefined : input.validTo === null ? null : toDate(input.validTo),
    lastCheckedOn: input.lastCheckedOn === undefined ? undefined : toDate(input.lastCheckedOn),
  };
}

function auditState(rule: AdminSubsidyRule) {
  const { updatedAt: _updatedAt, id: _id, ...rest } = rule;
  return rest as unknown as Prisma.InputJsonValue;
}

function mapWriteError(error: unknown): never {
  if (prismaErrorCode(error) === "P2002") throw new ConflictError(SUBSIDY_RULE_KEY_TAKEN);
  if (prismaErrorCode(error) === "P2025") throw new NotFoundError(SUBSIDY_RULE_NOT_FOUND);
  throw error;
}

/** Every rule, active first, then by name. */
export async function listSubsidyRules(): Promise<AdminSubsidyRule[]> {
  const rows = await getDb().subsidyRule.findMany({ orderBy: [{ active: "desc" }, { name: "asc" }] });
  return rows.map(toRule);
}

/** The rules offered on `today` (Vienna day): active and within their validity days. */
export async function currentSubsidyRules(today: string): Promise<SubsidyRuleData[]> {
  const rows = await getDb().subsidyRule.findMany({ where: { active: true }, orderBy: { id: "asc" } });
  return rows.map(toRule).filter((rule) => isSubsidyRuleCurrent(rule, today));
}

/** @throws ConflictError key taken */
export async function createSubsidyRule(actor: Admin, input: SubsidyRuleInput): Promise<AdminSubsidyRule> {
  try {
    return await getDb().$transaction(async (tx) => {
      const rule = toRule(await tx.subsidyRule.create({ data: toData(input) as Prisma.SubsidyRuleCreateInput }));
      await recordAudit(tx, {
        actor,
        action: "subsidy_rule.create",
        entityType: "subsidy_rule",
        entityId: rule.id,
        after: auditState(rule),
      });
      return rule;
    });
  } catch (error) {
    mapWriteError(error);
  }
}

/**
 * Changes the given fields (deactivate: `{ active: false }`).
 * @throws NotFoundError unknown id; ConflictError key taken; ValidationError valid_to before valid_from
 */
export async function updateSubsidyRule(actor: Admin, id: number, patch: SubsidyRulePatch): Promise<AdminSubsidyRule> {
  try {
    return await getDb().$transaction(async (tx) => {
      const row = await tx.subsidyRule.findUnique({ where: { id } });
      if (!row) throw new NotFoundError(SUBSIDY_RULE_NOT_FOUND);
      const before = toRule(row);
      const validFrom = patch.validFrom ?? before.validFrom;
      const validTo = patch.validTo === undefined ? before.validTo : patch.validTo;
      if (validTo !== null && validTo < validFrom)
        throw new ValidationError("„Gültig bis“ darf nicht vor „gültig ab“ liegen.");
      const rule = toRule(await tx.subsidyRule.update({ where: { id }, data: toData(patch) }));
      await recordAudit(tx, {
        actor,
        action: patch.active === false && before.active ? "subsidy_rule.deactivate" : "subsidy_rule.update",
        entityType: "subsidy_rule",
        entityId: id,
        before: auditState(before),
        after: auditState(rule),
      });
      return rule;
    });
  } catch (error) {
    mapWriteError(error);
  }
}

/** Deletes a rule (projects keep their answers). @throws NotFoundError */
export async function deleteSubsidyRule(actor: Admin, id: number): Promise<{ id: number }> {
  try {
    return await getDb().$transaction(async (tx) => {
      const rule = toRule(await tx.subsidyRule.delete({ where: { id } }));
      await recordAudit(tx, {
        actor,
        action: "subsidy_rule.delete",
        entityType: "subsidy_rule",
        entityId: id,
        before: auditState(rule),
      });
      return { id };
    });
  } catch (error) {
    mapWriteError(error);
  }
}
