/**
 * How a company's register checks read to customers: the facts the records back (GISA licences, VIES UID,
 * liability insurance) and whether the company may be called "geprüft". Pure; the query is
 * lib/verification/summary.ts.
 */
import type { GisaDetails } from "@/lib/verification/types";
import { formatIsoDay, formatViennaDate } from "@/lib/time/vienna";

/** What the pages show of a company's checks. Instants are ISO strings (UTC), days ISO days. */
export interface CheckSummary {
  /** True only with an active GISA licence, insurance valid today, admin-verified, not paused, not deactivated. */
  checked: boolean;
  /** Active licences of the latest definitive GISA check (empty when that check was "invalid"). */
  licences: { wording: string; checkedAt: string }[];
  /** Set when the latest definitive VIES check found the UID valid. */
  vatValid: { checkedAt: string } | null;
  /** ISO day the accepted insurance confirmation runs to; null when none or already past. */
  insuranceUntil: string | null;
  /** German lines, e.g. "UID gültig (VIES, 03.12.2026)". */
  items: string[];
}

/** A definitive ("valid" or "invalid") check; "unavailable" and "pending" never reach this shape. */
export interface DefinitiveCheck {
  outcome: "valid" | "invalid";
  details: unknown;
  checkedAt: Date;
}

/** The company row and its latest definitive checks per register. */
export interface CheckSummaryInput {
  verified: boolean;
  deactivated: boolean;
  paused: boolean;
  /** ISO day of companies.insurance_valid_until, or null. */
  insuranceValidUntil: string | null;
  gisa: DefinitiveCheck | null;
  vies: DefinitiveCheck | null;
}

/** A summary with nothing checked (unknown company, or none of the checks exist). */
export const EMPTY_CHECK_SUMMARY: CheckSummary = {
  checked: false,
  licences: [],
  vatValid: null,
  insuranceUntil: null,
  items: [],
};

function activeLicenceWordings(details: unknown): string[] {
  const licences = (details as Partial<GisaDetails> | null)?.licences;
  if (!Array.isArray(licences)) return [];
  return licences
    .filter((licence) => licence?.status === "active" && typeof licence.wording === "string" && licence.wording.trim())
    .map((licence) => licence.wording.trim());
}

/**
 * The summary of one company on Vienna day `today` ("YYYY-MM-DD"). Insurance counts while its last day is
 * today or later.
 */
export function buildCheckSummary(input: CheckSummaryInput, today: string): CheckSummary {
  const licences =
    input.gisa?.outcome === "valid"
      ? activeLicenceWordings(input.gisa.details).map((wording) => ({
          wording,
          checkedAt: input.gisa!.checkedAt.toISOString(),
        }))
      : [];
  const vatValid = input.vies?.outcome === "valid" ? { checkedAt: input.vies.checkedAt.toISOString() } : null;
  const insuranceUntil =
    input.insuranceValidUntil !== null && input.insuranceValidUntil >= today ? input.insuranceValidUntil : null;
  const checked =
    licences.length > 0 && insuranceUntil !== null && input.verified && !input.deactivated && !input.paused;
  const items = [
    ...licences.map(
      (licence) => `Gewerbeberechtigung ${licence.wording}, GISA geprüft am ${formatViennaDate(licence.checkedAt)}`,
    ),
    ...(vatValid ? [`UID gültig (VIES, ${formatViennaDate(vatValid.checkedAt)})`] : []),
    ...(insuranceUntil ? [`Haftpflicht bis ${formatIsoDay(insuranceUntil)}`] : []),
  ];
  return { checked, licences, vatValid, insuranceUntil, items };
}

/** The summary's items in one line, joined by " · "; "" without items. */
export function checkSummaryLine(summary: Pick<CheckSummary, "items">): string {
  return summary.items.join(" · ");
}
