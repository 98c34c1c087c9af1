/**
 * The one rule deciding whether a company may get a NEW lead for a service: approved (verified), active, with a
 * login, not paused, insured today (Vienna) and licensed for the service. As SQL for queries and as German reasons
 * for the admin. Existing assignments are never affected. The standing columns are kept by ./standing.ts.
 */
import "server-only";
import { LEGACY_SERVICE_VALUES, canonicalServiceId, serviceName } from "@/lib/content/service-catalog";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatIsoDay, viennaToday } from "@/lib/time/vienna";
import { explainMismatch, requiredLicenceNames } from "@/lib/verification/licences";

/** A company's columns the rule reads (companies.verified … leads_paused_reasons). */
export interface LeadStanding {
  verified: boolean;
  deactivatedAt: Date | string | null;
  /** Whether the company has a user account (companies.user_id set). */
  hasLogin: boolean;
  licensedServices: readonly string[] | null;
  /** Expiry of the accepted insurance: ISO day "YYYY-MM-DD" or a date column's Date (UTC midnight); null = none. */
  insuranceValidUntil: string | Date | null;
  leadsPausedAt: Date | string | null;
  /** Pause reason keys of ./standing.ts ("licence", "vat", "insurance"). */
  leadsPausedReasons?: readonly string[] | null;
  /**
   * Wordings of the active licences of the latest GISA check, when the caller loaded them: the licence reason then
   * names what the company holds (explainMismatch). Omitted: the short reason with the licences needed.
   */
  licenceWordings?: readonly string[] | null;
}

const PAUSE_REASON_TEXTS: Readonly<Record<string, string>> = {
  licence: "Gewerbeberechtigung laut GISA nicht aufrecht oder ohne passende Leistung",
  vat: "UID-Nummer laut VIES ungültig",
  insurance: "Haftpflichtversicherung abgelaufen",
};

const SQL_ALIAS = /^[a-z_][a-z0-9_]*$/;

function isoDayOf(value: string | Date): string {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The canonical catalogue id of a stored service value (alias ids and older stored values count as theirs). */
function canonicalService(serviceId: string): string {
  return canonicalServiceId(serviceId) ?? LEGACY_SERVICE_VALUES[serviceId.trim()] ?? serviceId;
}

/**
 * SQL condition on companies row `alias` for everything but the service: verified, not deactivated, with a login,
 * not paused, accepted insurance valid on Vienna day `today` ("YYYY-MM-DD", default: now).
 * @throws Error when `alias` is not a plain SQL identifier.
 */
export function leadStandingSql(alias: string, today: string = viennaToday()): Prisma.Sql {
  if (!SQL_ALIAS.test(alias)) throw new Error(`Ungültiger SQL-Alias: ${alias}`);
  const c = Prisma.raw(alias);
  return Prisma.sql`(${c}.verified AND ${c}.deactivated_at IS NULL AND ${c}.user_id IS NOT NULL
    AND ${c}.leads_paused_at IS NULL AND ${c}.insurance_valid_until >= ${today}::date)`;
}

/**
 * SQL condition: companies row `alias` may get a new lead for `service`, on Vienna day `today` (default: now).
 * `service` is a service id (canonicalised, bound as a parameter) or an SQL expression yielding a canonical id.
 * The service and district ranking (lib/domain/matching.ts) orders eligible companies; it does not filter them.
 * @throws Error when `alias` is not a plain SQL identifier.
 */
export function leadEligibleSql(
  alias: string,
  service: string | Prisma.Sql,
  today: string = viennaToday(),
): Prisma.Sql {
  const serviceSql = typeof service === "string" ? Prisma.sql`${canonicalService(service)}::text` : service;
  return Prisma.sql`(${leadStandingSql(alias, today)} AND ${serviceSql} = ANY(${Prisma.raw(alias)}.licensed_services))`;
}

/**
 * Why `company` may not get a new lead for `serviceId` on Vienna day `today` ("YYYY-MM-DD"): German reasons for the
 * admin, in the order approval, login, pause, licence, insurance; [] when it may. Same rule as leadEligibleSql.
 */
export function leadBlockReasons(company: LeadStanding, serviceId: string, today: string): string[] {
  if (company.deactivatedAt) return ["Firma deaktiviert"];
  const reasons: string[] = [];
  if (!company.verified) reasons.push("nicht freigegeben");
  if (!company.hasLogin) reasons.push("kein Benutzerkonto");
  if (company.leadsPausedAt) {
    const texts = (company.leadsPausedReasons ?? []).flatMap((key) => PAUSE_REASON_TEXTS[key] ?? []);
    reasons.push(`Leads pausiert: ${texts.length > 0 ? texts.join(", ") : "eine Prüfung ist fehlgeschlagen"}`);
  }
  const service = canonicalService(serviceId);
  if (!(company.licensedServices ?? []).includes(service))
    reasons.push(licenceReason(service, company.licenceWordings));
  if (!company.insuranceValidUntil) {
    reasons.push("Keine angenommene Haftpflichtversicherung");
  } else if (isoDayOf(company.insuranceValidUntil) < today) {
    reasons.push(`Haftpflichtversicherung abgelaufen am ${formatIsoDay(isoDayOf(company.insuranceValidUntil))}`);
  }
  return reasons;
}

function licenceReason(service: string, wordings: readonly string[] | null | undefined): string {
  const explained = wordings ? explainMismatch(service, wordings) : null;
  if (explained) return explained.replace(/\.$/, "");
  const needed = requiredLicenceNames(service);
  const title = serviceName(service);
  return `Keine geprüfte Gewerbeberechtigung für ${title}${needed.length > 0 ? ` (benötigt: ${needed.join(" oder ")})` : ""}`;
}
