/**
 * Every public figure and trust claim of the site, decided in one place (issue 17 §3 "True claims
 * only"; Austrian UWG § 2: no misleading claims). A figure is shown only when it is backed:
 *
 * - computed from the database (lib/data/public-claims.ts `readPublicClaimStats`): verified, active
 *   partner companies; projects passed to at least one company; the average and number of the
 *   platform's own published reviews (every review comes from a confirmed job, /bewertungen);
 * - or entered by the operator in Einstellungen → "Öffentliche Angaben" together with its source
 *   (lib/validation/public-claims.ts): founding year, satisfaction rate, a rating on another platform
 *   (always with its count), a distinction such as "#1 …".
 *
 * Thresholds (PUBLIC_CLAIM_THRESHOLDS): a computed figure appears only from a minimum on, because a
 * count of 2 companies or an average of 2 reviews says little and reads as a boast rather than a
 * fact. Below it the figure is left out (never rounded up, never "+"). Figures are exact counts.
 *
 * Pure: the pages get a `PublicClaims` from lib/data/public-claims.ts `getPublicClaims()` and render
 * it (components/public-claims/public-figures.tsx), so no two pages can show different figures.
 */
import { formatRating } from "@/lib/domain/reviews";
import type { PublicClaimsSettings } from "@/lib/validation/public-claims";
import { parseRatingAverage } from "@/lib/validation/public-claims";

/**
 * Smallest value from which a computed figure is shown:
 * - verifiedCompanies 5: fewer companies than the 4 a request may reach is no selling point;
 * - projectsBrokered 10: a handful of projects is not a track record;
 * - reviews 5: an average of fewer than 5 reviews swings with every single one (the company
 *   profiles show any count; this is the site-wide average).
 */
export const PUBLIC_CLAIM_THRESHOLDS = {
  verifiedCompanies: 5,
  projectsBrokered: 10,
  reviews: 5,
} as const;

/** The counts read from the database. */
export interface PublicClaimStats {
  /** Verified companies that are not deactivated. */
  verifiedCompanies: number;
  /** Projects (not marked as spam) passed to at least one company. */
  projectsBrokered: number;
  /** Published (not hidden) reviews. */
  reviewCount: number;
  /** Their average stars (1–5); null without reviews. */
  reviewAverage: number | null;
}

/** Nothing counted (during `next build`, or when the database cannot be read). */
export const EMPTY_PUBLIC_CLAIM_STATS: PublicClaimStats = {
  verifiedCompanies: 0,
  projectsBrokered: 0,
  reviewCount: 0,
  reviewAverage: null,
};

export type PublicFigureKey = "verifiedCompanies" | "projectsBrokered" | "rating" | "externalRating" | "satisfaction";

/** One figure as the pages show it: value, what it counts, where it comes from. */
export interface PublicFigure {
  key: PublicFigureKey;
  /** "37", "4,8 von 5", "96 %". */
  value: string;
  /** What the value is, e.g. "geprüfte Partnerbetriebe" or "Durchschnitt aus 23 Bewertungen". */
  label: string;
  /** Where it comes from, shown beside it ("Quelle: …" or how it is counted). */
  source: string;
}

/** A rating with its count (there is no rating without one). */
export interface PublicRating {
  /** Average stars, rounded to one decimal. */
  average: number;
  count: number;
  source: string;
}

/** What the pages may show. Every field is null/empty when not backed. */
export interface PublicClaims {
  /** The backed figures in display order (computed first, then the operator's). */
  figures: readonly PublicFigure[];
  /** The platform's own reviews, from PUBLIC_CLAIM_THRESHOLDS.reviews on. */
  rating: PublicRating | null;
  /** Founding year entered by the operator with its source. */
  foundingYear: { year: string; source: string } | null;
  /** A distinction ("#1 …") entered by the operator with its source. */
  badge: { text: string; source: string } | null;
}

/** Nothing backed: what a page shows with no data and no operator entries. */
export const NO_PUBLIC_CLAIMS: PublicClaims = { figures: [], rating: null, foundingYear: null, badge: null };

/** "1.234" (thousands with a dot, as the site writes amounts; de-AT in ICU would use a narrow space). */
export function formatCount(count: number): string {
  return count.toLocaleString("de-DE");
}

/** "4,8 von 5": the display value of a rating (one decimal, as on the company profiles). */
export function ratingValue(average: number): string {
  return `${formatRating(average)} von 5`;
}

/** "1 Bewertung" / "23 Bewertungen". */
export function reviewCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "Bewertung" : "Bewertungen"}`;
}

const operatorSource = (source: string) => `Quelle: ${source}`;

/**
 * The claims the pages may show, from the database counts and the operator's entries.
 *
 * @param stats Counts from lib/data/public-claims.ts (EMPTY_PUBLIC_CLAIM_STATS when unknown).
 * @param operator The settings group "Öffentliche Angaben" (already validated: a set figure has a source).
 * @returns Only backed figures; a figure whose source is missing (an old stored row) is left out too.
 */
export function buildPublicClaims(stats: PublicClaimStats, operator: PublicClaimsSettings): PublicClaims {
  const figures: PublicFigure[] = [];
  if (stats.verifiedCompanies >= PUBLIC_CLAIM_THRESHOLDS.verifiedCompanies) {
    figures.push({
      key: "verifiedCompanies",
      value: formatCount(stats.verifiedCompanies),
      label: "geprüfte Partnerbetriebe",
      source: "Gezählt in unserer Datenbank: freigeschaltete, aktive Betriebe",
    });
  }
  if (stats.projectsBrokered >= PUBLIC_CLAIM_THRESHOLDS.projectsBrokered) {
    figures.push({
      key: "projectsBrokered",
      value: formatCount(stats.projectsBrokered),
      label: "vermittelte Projekte",
      source: "Gezählt in unserer Datenbank: Anfragen, die an mindestens einen Partnerbetrieb gingen",
    });
  }
  let rating: PublicRating | null = null;
  if (stats.reviewAverage !== null && stats.reviewCount >= PUBLIC_CLAIM_THRESHOLDS.reviews) {
    rating = {
      average: Math.round(stats.reviewAverage * 10) / 10,
      count: stats.reviewCount,
      source: "Alle veröffentlichten Bewertungen auf unserer Plattform, nur aus bestätigten Aufträgen",
    };
    figures.push({
      key: "rating",
      value: ratingValue(rating.average),
      label: `Durchschnitt aus ${reviewCountLabel(rating.count)}`,
      source: rating.source,
    });
  }

  const externalAverage = parseRatingAverage(operator.externalRatingAverage);
  const externalCount = Number(operator.externalRatingCount);
  if (
    Number.isFinite(externalAverage) &&
    Number.isInteger(externalCount) &&
    externalCount > 0 &&
    operator.externalRatingSource !== ""
  ) {
    figures.push({
      key: "externalRating",
      value: ratingValue(externalAverage),
      label: `Durchschnitt aus ${reviewCountLabel(externalCount)}`,
      source: operatorSource(operator.externalRatingSource),
    });
  }
  if (operator.satisfactionPercent !== "" && operator.satisfactionSource !== "") {
    figures.push({
      key: "satisfaction",
      value: `${Number(operator.satisfactionPercent)} %`,
      label: "zufriedene Kundinnen und Kunden",
      source: operatorSource(operator.satisfactionSource),
    });
  }

  return {
    figures,
    rating,
    foundingYear:
      operator.foundingYear !== "" && operator.foundingYearSource !== ""
        ? { year: operator.foundingYear, source: operatorSource(operator.foundingYearSource) }
        : null,
    badge:
      operator.badge !== "" && operator.badgeSource !== ""
        ? { text: operator.badge, source: operatorSource(operator.badgeSource) }
        : null,
  };
}
