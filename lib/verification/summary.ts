/**
 * The register checks of many companies in one query, summarised for the public pages and the project room.
 * The latest "valid"/"invalid" check per register counts; a later "unavailable" one (register down) changes nothing.
 */
import "server-only";
import { getDb } from "@/lib/db";
import {
  buildCheckSummary,
  EMPTY_CHECK_SUMMARY,
  type CheckSummary,
  type DefinitiveCheck,
} from "@/lib/domain/check-summary";
import type { Prisma } from "@/lib/generated/prisma/client";
import { viennaToday } from "@/lib/time/vienna";

export type { CheckSummary } from "@/lib/domain/check-summary";

interface SummaryRow {
  id: number;
  verified: boolean;
  deactivated: boolean;
  paused: boolean;
  insuranceValidUntil: string | null;
  gisaOutcome: "valid" | "invalid" | null;
  gisaDetails: unknown;
  gisaCheckedAt: Date | null;
  viesOutcome: "valid" | "invalid" | null;
  viesDetails: unknown;
  viesCheckedAt: Date | null;
}

function definitive(
  outcome: "valid" | "invalid" | null,
  details: unknown,
  checkedAt: Date | null,
): DefinitiveCheck | null {
  return outcome && checkedAt ? { outcome, details, checkedAt } : null;
}

/**
 * The check summary of each of `companyIds` (unknown ids get the empty summary), as of Vienna's day at `now`.
 *
 * @throws database errors
 */
export async function companyCheckSummaries(
  companyIds: readonly number[],
  db: Pick<Prisma.TransactionClient, "$queryRaw"> = getDb(),
  now: Date = new Date(),
): Promise<Map<number, CheckSummary>> {
  const ids = [...new Set(companyIds)];
  const summaries = new Map<number, CheckSummary>(ids.map((id) => [id, EMPTY_CHECK_SUMMARY]));
  if (ids.length === 0) return summaries;
  const rows = await db.$queryRaw<SummaryRow[]>`
    SELECT c.id, c.verified, c.deactivated_at IS NOT NULL AS deactivated, c.leads_paused_at IS NOT NULL AS paused,
           to_char(c.insurance_valid_until, 'YYYY-MM-DD') AS "insuranceValidUntil",
           g.outcome AS "gisaOutcome", g.details AS "gisaDetails", g.checked_at AS "gisaCheckedAt",
           v.outcome AS "viesOutcome", v.details AS "viesDetails", v.checked_at AS "viesCheckedAt"
    FROM companies c
    LEFT JOIN LATERAL (
      SELECT vc.outcome, vc.details, vc.checked_at FROM verification_checks vc
      WHERE vc.company_id = c.id AND vc.source = 'gisa' AND vc.outcome IN ('valid', 'invalid')
        AND vc.checked_at IS NOT NULL
      ORDER BY vc.checked_at DESC, vc.id DESC LIMIT 1) g ON true
    LEFT JOIN LATERAL (
      SELECT vc.outcome, vc.details, vc.checked_at FROM verification_checks vc
      WHERE vc.company_id = c.id AND vc.source = 'vies' AND vc.outcome IN ('valid', 'invalid')
        AND vc.checked_at IS NOT NULL
      ORDER BY vc.checked_at DESC, vc.id DESC LIMIT 1) v ON true
    WHERE c.id = ANY(${ids}::int[])`;
  const today = viennaToday(now);
  for (const row of rows) {
    summaries.set(
      row.id,
      buildCheckSummary(
        {
          verified: row.verified,
          deactivated: row.deactivated,
          paused: row.paused,
          insuranceValidUntil: row.insuranceValidUntil,
          gisa: definitive(row.gisaOutcome, row.gisaDetails, row.gisaCheckedAt),
          vies: definitive(row.viesOutcome, row.viesDetails, row.viesCheckedAt),
        },
        today,
      ),
    );
  }
  return summaries;
}
