/**
 * The admin form and API of subsidy rules (one schema for both). Dates are Vienna days "YYYY-MM-DD";
 * amounts integer euro cents; the rate in basis points (5000 = 50 %).
 */
import { SERVICE_IDS } from "@/lib/content/service-catalog";
import * as z from "@/lib/validation/zod";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day "YYYY-MM-DD" (rejects 2026-02-30). */
function isoDay(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      message,
    });
}

const serviceIds = new Set<string>(SERVICE_IDS);

export const subsidyConditionsSchema = z.object({
  minAge: z.number().int().min(0).max(130).optional(),
  mainResidenceVienna: z.boolean().optional(),
  maxHouseholdIncomeCents: z.number().int().min(0).nullable().optional(),
  minBuildingAgeYears: z.number().int().min(0).max(500).optional(),
  registrationBeforeStart: z.boolean().optional(),
});

const subsidyRuleFields = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Der Schlüssel besteht aus Kleinbuchstaben, Ziffern und Bindestrichen.")
    .max(100, "Der Schlüssel ist zu lang."),
  name: z.string().trim().min(1, "Bitte einen Namen angeben.").max(200, "Der Name ist zu lang."),
  provider: z.string().trim().min(1, "Bitte die Förderstelle angeben.").max(100, "Die Förderstelle ist zu lang."),
  services: z
    .array(z.string().refine((id) => serviceIds.has(id), "Unbekannter Service."))
    .min(1, "Bitte mindestens einen Service wählen."),
  rateBps: z
    .number({ error: "Bitte den Fördersatz angeben." })
    .int("Der Fördersatz muss eine ganze Zahl in Basispunkten sein.")
    .min(0, "Der Fördersatz liegt zwischen 0 und 100 %.")
    .max(10_000, "Der Fördersatz liegt zwischen 0 und 100 %."),
  maxCents: z.number().int("Der Höchstbetrag muss in Cent angegeben sein.").min(0).nullable(),
  conditions: subsidyConditionsSchema,
  conditionsText: z.array(z.string().trim().min(1, "Leere Bedingung entfernen.").max(500)).max(20),
  labourMaterialSplitRequired: z.boolean(),
  sourceUrl: z
    .string()
    .trim()
    .refine(
      (value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
      "Bitte einen gültigen https-Link zur Quelle angeben.",
    ),
  validFrom: isoDay("Bitte ein gültiges Datum „gültig ab“ angeben (JJJJ-MM-TT)."),
  validTo: isoDay("Bitte ein gültiges Datum „gültig bis“ angeben (JJJJ-MM-TT).").nullable(),
  lastCheckedOn: isoDay("Bitte ein gültiges Datum „Zuletzt geprüft am“ angeben (JJJJ-MM-TT)."),
  active: z.boolean(),
});

export const subsidyRuleInputSchema = subsidyRuleFields.refine(
  (rule) => rule.validTo === null || rule.validTo >= rule.validFrom,
  {
    path: ["validTo"],
    message: "„Gültig bis“ darf nicht vor „gültig ab“ liegen.",
  },
);

export type SubsidyRuleInput = z.infer<typeof subsidyRuleInputSchema>;

/** PATCH: any subset of the fields (the date order is checked against the stored rule). */
export const subsidyRulePatchSchema = subsidyRuleFields.partial();
export type SubsidyRulePatch = z.infer<typeof subsidyRulePatchSchema>;
