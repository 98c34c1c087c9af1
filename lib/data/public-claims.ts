/**
 * The site's public figures and claims from the database and "Öffentliche Angaben"; what may be
 * shown is decided by lib/domain/public-claims.ts.
 */
import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { getSiteSettings } from "@/lib/data/settings";
import { getDb } from "@/lib/db";
import {
  buildPublicClaims,
  EMPTY_PUBLIC_CLAIM_STATS,
  type PublicClaims,
  type PublicClaimStats,
} from "@/lib/domain/public-claims";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";

interface StatsRow {
  verifiedCompanies: number;
  projectsBrokered: number;
  reviewCount: number;
  reviewAverage: number | null;
}

/** Verified active companies, assigned non-spam projects, visible reviews and their average. @throws database errors */
export async function readPublicClaimStats(
  db: Pick<Prisma.TransactionClient, "$queryRaw"> = getDb(),
): Promise<PublicClaimStats> {
  const [row] = await db.$queryRaw<StatsRow[]>`
    SELECT
      (SELECT count(*)::int FROM companies WHERE verified AND deactivated_at IS NULL) AS "verifiedCompanies",
      (SELECT count(*)::int FROM projects p
        WHERE p.spam_at IS NULL
          AND (p.assigned_company_id IS NOT NULL OR EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.project_id = p.id))) AS "projectsBrokered",
      (SELECT count(*)::int FROM reviews WHERE hidden_at IS NULL) AS "reviewCount",
      (SELECT avg(rating)::float8 FROM reviews WHERE hidden_at IS NULL) AS "reviewAverage"`;
  return {
    verifiedCompanies: row?.verifiedCompanies ?? 0,
    projectsBrokered: row?.projectsBrokered ?? 0,
    reviewCount: row?.reviewCount ?? 0,
    reviewAverage: row?.reviewCount ? row.reviewAverage : null,
  };
}

/**
 * Never throws: without a database (`next build`, failures) no computed figure is shown, so a page
 * never claims what it cannot back.
 */
export async function getPublicClaims(): Promise<PublicClaims> {
  const settings = await getSiteSettings();
  let stats = EMPTY_PUBLIC_CLAIM_STATS;
  if (env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
    try {
      stats = await readPublicClaimStats();
    } catch (error) {
      logger.error(
        { err: error },
        "Öffentliche Kennzahlen konnten nicht gelesen werden, keine berechneten Zahlen angezeigt",
      );
    }
  }
  return buildPublicClaims(stats, settings.publicClaims);
}
