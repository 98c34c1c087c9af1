/**
 * Every public figure and trust claim of the site, decided in one place so no two pages differ. A figure
 * is shown only when backed (Austrian UWG § 2: no misleading claims): computed from the database, or
 * entered by the operator together with its source.
 */
import { formatRating } from "@/lib/domain/reviews";
import type { PublicClaimsSettings } from "@/lib/validation/public-claims";
import { parseRatingAverage } from "@/lib/validation/public-claims";

/**
 * Smallest value from which a computed figure is shown; below it the figure is left out, never rounded up.
 * Fewer companies than the 4 a request may reach is no selling point, and an average of few reviews
 * swings with every single one.
 */
export const PUBLIC_CLAIM_THRESHOLDS = {
  verifiedCompanies: 5,
  projectsBrokered: 10,
  reviews: 5,
} as const;

export interface PublicClaimStats {
  verifiedCompanies: number;
  projectsBrokered: number;
  reviewCount: number;
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

export interface PublicFigure {
  key: PublicFigureKey;
  value: string;
  label: string;
  source: string;
}

export interface PublicRating {
  average: number;
  count: number;
  source: string;
}

export interface PublicClaims {
  figures: readonly PublicFigure[];
  rating: PublicRating | null;
  foundingYear: { year: string; source: string } | null;
  badge: { text: string; source: string } | null;
}

export const NO_PUBLIC_CLAIMS: PublicClaims = { figures: [], rating: null, foundingYear: null, badge: null };

/** "1.234": thousands with a dot, as the site writes amounts (ICU de-AT would use a narrow space). */
export function formatCount(count: number): string {
  return count.toLocaleString("de-DE");
}

export function ratingValue(average: number): string {
  return `${formatRating(average)} von 5`;
}

export function reviewCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "Bewertung" : "Bewertungen"}`;
}

const operatorSource = (source: string) => `Quelle: ${source}`;

/**
 * The claims the pages may show. `operator` is already validated; a figure whose source is missing (an
 * old stored row) is left out too.
 */
export function buildPublicClaims(stats: PublicClaimStats, operator: PublicClaimsSettings): PublicClaims {
  const figures: PublicFigure[] = [];
  if (stats.verifiedCompanies >= PUBLIC_CLAIM_THRESHOLDS.verifiedCompanies) {
    figures.push({
      key: "verifiedCompanies",
      value: formatCount(stats.verifiedCompanies),
      label: "Partnerbetriebe",
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
