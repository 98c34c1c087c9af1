/**
 * The settings group "Öffentliche Angaben": figures only the operator can back, each shown publicly only
 * with its source, so a figure without a source is rejected. Countable figures are computed, not entered.
 */
import * as z from "./zod";

export const PUBLIC_CLAIM_LIMITS = { source: 300, badge: 80 } as const;

export const PUBLIC_CLAIM_LABELS = {
  foundingYear: "Gründungsjahr",
  satisfactionPercent: "Zufriedenheit in %",
  externalRatingAverage: "Bewertung auf anderer Plattform (Durchschnitt von 5)",
  externalRatingCount: "Anzahl dieser Bewertungen",
  badge: "Auszeichnung oder Spitzenposition",
} as const;

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

const optional = (pattern: RegExp, message: string) => z.string({ error: message }).trim().regex(pattern, message);

export function parseRatingAverage(text: string): number {
  return /^\d([.,]\d)?$/.test(text.trim()) ? Number(text.trim().replace(",", ".")) : Number.NaN;
}

/** Values stay strings as typed ("" = not set); a rating needs its count and the count its rating. */
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
