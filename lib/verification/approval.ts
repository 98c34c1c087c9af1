/**
 * "Freigeben" as a decision on records: the checks of a registration or company, which of them block the
 * approval, and an approval's adoption of the registration's checks and insurance by the new company.
 * An override needs a reason; it is audited by the caller and recorded as a manual check, never as GISA's.
 */
import "server-only";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatIsoDay, viennaToday } from "@/lib/time/vienna";
import { registerConfig } from "./adapters/config";
import { queueCompanyChecks } from "@/lib/verification/checks";
import {
  activeLicenceWordings,
  gisaLicensedServices,
  refreshCompanyStanding,
  type ManualGisaDetails,
} from "@/lib/verification/standing";
import type {
  CheckOutcome,
  CheckRecord,
  Readiness,
  ReadinessItem,
  ReadinessKey,
  RegisterSource,
} from "@/lib/verification/types";

export type { Readiness } from "@/lib/verification/types";

type Owner = { companyId: number } | { registrationId: number };

const LABELS: Record<ReadinessKey, string> = {
  gisa: "Gewerbeberechtigung (GISA)",
  vies: "UID-Nummer (VIES)",
  firmenbuch: "Firmenbuch",
  insurance: "Haftpflichtversicherung",
};

function pendingItem(key: ReadinessKey, outcome: string, rawAnswer: string | null): ReadinessItem {
  return outcome === "pending"
    ? { key, label: LABELS[key], state: "pending", text: "Prüfung läuft", checkedAt: null }
    : {
        key,
        label: LABELS[key],
        state: "unavailable",
        text: `nicht prüfbar (${rawAnswer?.slice(0, 120) ?? "Register nicht erreichbar"}); wird automatisch wiederholt`,
        checkedAt: null,
      };
}

function gisaItem(check: CheckRecord | undefined, services: string[]): { item: ReadinessItem; licensed: string[] } {
  if (!check)
    return {
      item: { key: "gisa", label: LABELS.gisa, state: "missing", text: "Keine Prüfung", checkedAt: null },
      licensed: [],
    };
  if (check.outcome === "pending" || check.outcome === "unavailable")
    return { item: pendingItem("gisa", check.outcome, check.rawAnswer), licensed: [] };
  const details = check.details as ManualGisaDetails | null;
  if (details?.manualServices) {
    return {
      item: {
        key: "gisa",
        label: LABELS.gisa,
        state: "ok",
        text: `manuell bestätigt (nicht GISA-geprüft): ${details.reason ?? ""}`,
        checkedAt: check.checkedAt,
      },
      licensed: details.manualServices,
    };
  }
  const wordings = check.outcome === "valid" ? activeLicenceWordings(details) : [];
  const licensed = gisaLicensedServices(check.outcome, details);
  const ended = (details?.licences ?? []).filter((licence) => licence.status === "ended");
  const listed = [
    ...wordings,
    ...ended.map(
      (licence) => `${licence.wording} (beendet${licence.endDate ? ` am ${formatIsoDay(licence.endDate)}` : ""})`,
    ),
  ];
  const covers = services.some((service) => licensed.includes(service));
  const text =
    check.outcome === "invalid"
      ? `Keine Gewerbeberechtigung gefunden (${check.rawAnswer?.slice(0, 120) ?? "GISA"})`
      : `${listed.join("; ") || "keine Gewerbeberechtigung"}${covers ? "" : " – deckt keine der gewählten Leistungen ab"}`;
  return {
    item: { key: "gisa", label: LABELS.gisa, state: covers ? "ok" : "failed", text, checkedAt: check.checkedAt },
    licensed,
  };
}

function registerItem(key: "vies" | "firmenbuch", check: CheckRecord | undefined, required: boolean): ReadinessItem {
  if (!required) {
    const text =
      key === "vies" ? "keine UID angegeben" : "keine Firmenbuchnummer angegeben oder Firmenbuch nicht eingerichtet";
    return { key, label: LABELS[key], state: "not-required", text, checkedAt: null };
  }
  if (!check) return { key, label: LABELS[key], state: "missing", text: "Keine Prüfung", checkedAt: null };
  if (check.outcome === "pending" || check.outcome === "unavailable")
    return pendingItem(key, check.outcome, check.rawAnswer);
  const details = check.details as { name?: string | null } | null;
  return check.outcome === "valid"
    ? {
        key,
        label: LABELS[key],
        state: "ok",
        text: `gültig${details?.name ? ` (${details.name})` : ""}`,
        checkedAt: check.checkedAt,
      }
    : { key, label: LABELS[key], state: "failed", text: "ungültig", checkedAt: check.checkedAt };
}

function toRecord(row: {
  id: number;
  source: string;
  query: unknown;
  outcome: string;
  details: unknown;
  rawAnswer: string | null;
  attempts: number;
  checkedAt: Date | null;
  createdAt: Date;
}): CheckRecord {
  return {
    ...row,
    source: row.source as RegisterSource,
    query: row.query as Record<string, string>,
    outcome: row.outcome as CheckOutcome,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest check of `source`: the newest definitive one unless a newer one is still open. */
function latestOf(checks: CheckRecord[], source: RegisterSource): CheckRecord | undefined {
  const ofSource = checks.filter((check) => check.source === source);
  const definitive = ofSource.find((check) => check.outcome === "valid" || check.outcome === "invalid");
  return definitive ?? ofSource[0];
}

async function readiness(
  owner: Owner,
  numbers: { services: string[]; vatId: string | null; fnNumber: string | null },
  db: Prisma.TransactionClient,
  now: Date,
): Promise<Readiness> {
  const [rows, insurance] = await Promise.all([
    db.verificationCheck.findMany({
      where: owner,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 50,
      select: {
        id: true,
        source: true,
        query: true,
        outcome: true,
        details: true,
        rawAnswer: true,
        attempts: true,
        checkedAt: true,
        createdAt: true,
      },
    }),
    db.insuranceDocument.findFirst({
      where: { ...owner, status: { in: ["submitted", "accepted"] } },
      orderBy: [{ validUntil: "desc" }],
      select: { insurer: true, validUntil: true, status: true },
    }),
  ]);
  const checks = rows.map(toRecord);
  const { item: gisa, licensed } = gisaItem(latestOf(checks, "gisa"), numbers.services);
  const firmenbuchRequired = Boolean(numbers.fnNumber) && registerConfig().firmenbuch !== null;
  const today = viennaToday(now);
  const until = insurance?.validUntil.toISOString().slice(0, 10) ?? null;
  const insuranceItem: ReadinessItem = !insurance
    ? {
        key: "insurance",
        label: LABELS.insurance,
        state: "missing",
        text: "Keine Versicherungsbestätigung",
        checkedAt: null,
      }
    : {
        key: "insurance",
        label: LABELS.insurance,
        state: until! >= today ? "ok" : "failed",
        text: `${insurance.insurer}, gültig bis ${formatIsoDay(until!)}${insurance.status === "submitted" ? " (eingereicht)" : ""}`,
        checkedAt: null,
      };
  const items = [
    gisa,
    registerItem("vies", latestOf(checks, "vies"), Boolean(numbers.vatId)),
    registerItem("firmenbuch", latestOf(checks, "firmenbuch"), firmenbuchRequired),
    insuranceItem,
  ];
  const blockers = items
    .filter((item) => item.state !== "ok" && item.state !== "not-required")
    .map((item) => `${item.label}: ${item.text}`);
  return { items, licensedServices: licensed, blockers, checks };
}

/** The approval state of registration `registrationId`. @throws Error (Prisma) when it does not exist */
export async function registrationReadiness(
  registrationId: number,
  db: Prisma.TransactionClient = getDb(),
  now: Date = new Date(),
): Promise<Readiness> {
  const row = await db.companyRegistration.findUniqueOrThrow({
    where: { id: registrationId },
    select: { services: true, vatId: true, fnNumber: true },
  });
  return readiness({ registrationId }, row, db, now);
}

/** The approval state of company `companyId`. @throws Error (Prisma) when it does not exist */
export async function companyReadiness(
  companyId: number,
  db: Prisma.TransactionClient = getDb(),
  now: Date = new Date(),
): Promise<Readiness> {
  const row = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { services: true, vatId: true, fnNumber: true },
  });
  return readiness({ companyId }, row, db, now);
}

/**
 * Records an admin's override of failed or missing register checks as a manual GISA record for `services`
 * (the company then gets leads for them once insured); shown as "manuell bestätigt", never as "GISA geprüft".
 */
export async function recordManualApproval(
  owner: Owner,
  services: string[],
  reason: string,
  actorId: number,
  tx: Prisma.TransactionClient,
  now: Date = new Date(),
): Promise<void> {
  await tx.verificationCheck.create({
    data: {
      ...owner,
      source: "gisa",
      query: { manualBy: String(actorId) },
      outcome: "valid",
      details: { holderName: null, licences: [], manualServices: services, reason },
      rawAnswer: `Manuell bestätigt durch Admin ${actorId}: ${reason}`,
      attempts: 0,
      checkedAt: now,
    },
  });
}

/**
 * After registration `registrationId` became company `companyId`: the company takes over the registration's
 * numbers, checks and insurance confirmations (submitted ones count as accepted by this approval), its standing
 * is computed and fresh checks are queued ("checks run on approval").
 */
export async function adoptRegistrationRecords(
  registrationId: number,
  companyId: number,
  actorId: number,
  tx: Prisma.TransactionClient,
  now: Date = new Date(),
): Promise<void> {
  const registration = await tx.companyRegistration.findUniqueOrThrow({
    where: { id: registrationId },
    select: { gisaNumber: true, vatId: true, fnNumber: true },
  });
  await tx.company.update({
    where: { id: companyId },
    data: { gisaNumber: registration.gisaNumber, vatId: registration.vatId, fnNumber: registration.fnNumber },
  });
  // Detached from the registration, so that its retention never deletes the company's history.
  await tx.verificationCheck.updateMany({ where: { registrationId }, data: { companyId, registrationId: null } });
  await tx.insuranceDocument.updateMany({
    where: { registrationId, status: "submitted" },
    data: { status: "accepted", decidedBy: actorId, decidedAt: now },
  });
  await tx.insuranceDocument.updateMany({ where: { registrationId }, data: { companyId, registrationId: null } });
  await refreshCompanyStanding(companyId, tx, now);
  await queueCompanyChecks(companyId, tx);
}
