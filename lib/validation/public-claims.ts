/**
 * The settings group "Öffentliche Angaben" (issue 17 §3 "True claims only"): the figures and claims
 * only the operator can back – founding year, a satisfaction rate from a survey, a rating on another
 * platform, a distinction such as "#1 …" – each optional, and each shown publicly only together with
 * its source. A figure without a source is rejected (German message at the source field); a rating
 * needs its number of reviews. Shared by the admin form and PUT /api/admin/settings; read by
 * lib/domain/public-claims.ts. Figures the database can count (verified companies, projects
 * brokered, the platform's own reviews) are not entered here: they are computed.
 */
import * as z from "./zod";

/** Largest accepted lengths (characters). */
export const PUBLIC_CLAIM_LIMITS = { source: 300, badge: 80 } as const;

/** Labels of the operator's figures (form labels and the German error messages). */
export const PUBLIC_CLAIM_LABELS = {
  foundingYear: "Gründungsjahr",
  satisfactionPercent: "Zufriedenheit in %",
  externalRatingAverage: "Bewertung auf anderer Plattform (Durchschnitt von 5)",
  externalRatingCount: "Anzahl dieser Bewertungen",
  badge: "Auszeichnung oder Spitzenposition",
} as const;

/** The figures of the group and the field holding each one's source. */
export const PUBLIC_CLAIM_SOURCES = {
  foundingYear: "foundingYearSource",
  satisfactionPercent: "satisfactionSource",
  externalRatingAverage: "externalRatingSource",
  badge: "badgeSource",
} as const;

const source = z
  .string({ error: "Quelle fehlt" })
  .trim()
  .max(PUBLIC_CLAIM_LIMITS.source, `Die Quelle darf höchstens ${PUBLIC_CLAIM_LIMITS.source} Zeichen lang sein`);

/** An optional figure typed as text ("" = not set). */
const optional = (pattern: RegExp, message: string) => z.string({ error: message }).trim().regex(pattern, message);

/** "4,9" / "4.9" → 4.9; NaN for anything else. */
export function parseRatingAverage(text: string): number {
  return /^\d([.,]\d)?$/.test(text.trim()) ? Number(text.trim().replace(",", ".")) : Number.NaN;
}

/**
 * Schema of the group. All values are strings as typed ("" = not set); the domain module parses
 * them. Rules: every figure that is set needs its source; a rating needs its count and the count
 * its rating; a year between 1900 and the current year; a rate of 0–100; a rating of 1,0–5,0.
 */
export const publicClaimsSettingsSchema = z
  .object({
    foundingYear: optional(
      /^(\d{4})?$/,
      "Bitte geben Sie das Gründungsjahr vierstellig ein, z. B. 2023 (oder leer lassen)",
    ),
    foundingYearSource: source,
    satisfactionPercent: optional(
      /^(100|[1-9]?\d)?$/,
      "Bitte geben Sie die Zufriedenheit als ganze Zahl von 0 bis 100 ein (oder leer lassen)",
    ),
    satisfactionSource: source,
    externalRatingAverage: optional(
      /^([1-4]([.,]\d)?|5([.,]0)?)?$/,
      "Bitte geben Sie den Durchschnitt als Zahl von 1,0 bis 5,0 ein, z. B. 4,8 (oder leer lassen)",
    ),
    externalRatingCount: optional(
      /^([1-9]\d{0,6})?$/,
      "Bitte geben Sie die Anzahl der Bewertungen als ganze Zahl ein (oder leer lassen)",
    ),
    externalRatingSource: source,
    badge: z
      .string({ error: "Auszeichnung fehlt" })
      .trim()
      .max(PUBLIC_CLAIM_LIMITS.badge, `Die Auszeichnung darf höchstens ${PUBLIC_CLAIM_LIMITS.badge} Zeichen lang sein`),
    badgeSource: source,
  })
  .superRefine((value, ctx) => {
    const year = Number(value.foundingYear);
    if (value.foundingYear !== "" && (year < 1900 || year > new Date().getFullYear())) {
      ctx.addIssue({
        code: "custom",
        path: ["foundingYear"],
        message: `Das Gründungsjahr muss zwischen 1900 und ${new Date().getFullYear()} liegen`,
      });
    }
    for (const [figure, sourceKey] of Object.entries(PUBLIC_CLAIM_SOURCES) as [
      keyof typeof PUBLIC_CLAIM_SOURCES,
      (typeof PUBLIC_CLAIM_SOURCES)[keyof typeof PUBLIC_CLAIM_SOURCES],
    ][]) {
      if (value[figure] !== "" && value[sourceKey] === "") {
        ctx.addIssue({
          code: "custom",
          path: [sourceKey],
          message: `Bitte geben Sie die Quelle für „${PUBLIC_CLAIM_LABELS[figure]}“ an – ohne Quelle wird die Angabe nicht veröffentlicht`,
        });
      }
    }
    if (value.externalRatingAverage !== "" && value.externalRatingCount === "") {
      ctx.addIssue({
        code: "custom",
        path: ["externalRatingCount"],
        message: "Eine Bewertung ohne Anzahl wird nicht angezeigt: Bitte geben Sie die Anzahl der Bewertungen an",
      });
    }
    if (value.externalRatingCount !== "" && value.externalRatingAverage === "") {
      ctx.addIssue({
        code: "custom",
        path: ["externalRatingAverage"],
        message: "Bitte geben Sie den Durchschnitt dieser Bewertungen an (oder leeren Sie die Anzahl)",
      });
    }
  });

export type PublicClaimsSettings = z.output<typeof publicClaimsSettingsSchema>;

/** Defaults: nothing entered, so nothing beyond the computed figures is shown. */
export const EMPTY_PUBLIC_CLAIMS_SETTINGS: PublicClaimsSettings = {
  foundingYear: "",
  foundingYearSource: "",
  satisfactionPercent: "",
  satisfactionSource: "",
  externalRatingAverage: "",
  externalRatingCount: "",
  externalRatingSource: "",
  badge: "",
  badgeSource: "",
};
