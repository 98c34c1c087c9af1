/** Inputs of the admin routes for projects, matching, companies and notification badges. */
import {
  ADMIN_PROJECT_SORTS,
  ADMIN_PROJECTS_MAX_PAGE_SIZE,
  ADMIN_PROJECTS_PAGE_SIZE,
  type AdminProjectSort,
} from "@/lib/domain/admin-projects";
import { NOTIFICATION_CATEGORIES } from "@/lib/domain/admin-sections";
import { MAX_DB_ID } from "@/lib/domain/ids";
import { PROJECT_STATUSES } from "@/lib/domain/project-status";
import { euroAmountField } from "./project-room";
import { intParam } from "./query-params";
import * as z from "./zod";

const id = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_DB_ID, message);

export const assignLeadSchema = z.object({
  projectId: id("Ungültige Projekt-ID"),
  companyId: id("Ungültige Firmen-ID"),
});

export const markCategoryViewedSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES, { error: "Ungültige Kategorie" }),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      const valid =
        DAY.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
      if (!valid) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value;
    });

const flagParam = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "" || value === "false" || value === "0") return false;
      if (value === "true" || value === "1") return true;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** "true"/"1" → true, "false"/"0" → false, missing or "" → undefined. */
const triStateParam = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      if (value === "true" || value === "1") return true;
      if (value === "false" || value === "0") return false;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/**
 * Query of GET /api/admin/projects (all optional). `q` searches name, e-mail, phone, id and PLZ; `from`/`to`
 * are Vienna calendar days, both inclusive.
 */
export const adminProjectsQuerySchema = z
  .object({
    page: intParam(1, 100_000, "Ungültige Seite"),
    pageSize: intParam(
      ADMIN_PROJECTS_PAGE_SIZE,
      ADMIN_PROJECTS_MAX_PAGE_SIZE,
      `Die Seitengröße muss zwischen 1 und ${ADMIN_PROJECTS_MAX_PAGE_SIZE} liegen`,
    ),
    status: z.enum(PROJECT_STATUSES, { error: "Ungültiger Status (erlaubt: Offen, Gewonnen, Verloren)" }).optional(),
    q: z
      .string()
      .max(200, "Der Suchbegriff darf höchstens 200 Zeichen haben")
      .optional()
      .transform((value) => value?.trim() || undefined),
    service: z
      .string()
      .max(100, "Ungültige Leistung")
      .regex(/^[a-z0-9äöüß-]*$/, "Ungültige Leistung")
      .optional()
      .transform((value) => value || undefined),
    unassigned: flagParam("unassigned muss true oder false sein"),
    spam: flagParam("spam muss true oder false sein"),
    confirmed: triStateParam("confirmed muss true oder false sein"),
    clarification: flagParam("clarification muss true oder false sein"),
    overdue: flagParam("overdue muss true oder false sein"),
    from: dayParam("Ungültiges Datum (von), erwartet JJJJ-MM-TT"),
    to: dayParam("Ungültiges Datum (bis), erwartet JJJJ-MM-TT"),
    sort: z
      .enum(ADMIN_PROJECT_SORTS, { error: "Ungültige Sortierung (erlaubt: newest, oldest, confirmed)" })
      .optional()
      .default("newest"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "Das Startdatum muss vor dem Enddatum liegen",
    path: ["to"],
  });
export type AdminProjectsQuery = z.output<typeof adminProjectsQuerySchema>;
export type AdminProjectsFilters = {
  q?: string;
  status?: (typeof PROJECT_STATUSES)[number];
  service?: string;
  unassigned?: boolean;
  spam?: boolean;
  confirmed?: boolean;
  clarification?: boolean;
  overdue?: boolean;
  from?: string;
  to?: string;
  sort?: AdminProjectSort;
};

const QUERY_KEYS = [
  "page",
  "pageSize",
  "status",
  "q",
  "service",
  "unassigned",
  "spam",
  "confirmed",
  "clarification",
  "overdue",
  "from",
  "to",
  "sort",
] as const;

export function adminProjectsQueryFromUrl(url: URL): AdminProjectsQuery {
  const raw: Record<string, string | undefined> = {};
  for (const key of QUERY_KEYS) raw[key] = url.searchParams.get(key) || undefined;
  return adminProjectsQuerySchema.parse(raw);
}

const noteText = () =>
  z.string({ error: "Bitte geben Sie eine Notiz ein" }).trim().max(500, "Die Notiz darf höchstens 500 Zeichen haben");

export const unassignCompanySchema = z.object({
  companyId: id("Ungültige Firmen-ID"),
  reason: z
    .string({ error: "Bitte geben Sie einen Grund ein" })
    .trim()
    .min(3, "Bitte geben Sie einen Grund ein (mindestens 3 Zeichen)")
    .max(500, "Der Grund darf höchstens 500 Zeichen haben"),
});

export const reopenProjectSchema = z.object({ note: noteText().optional() });

/** PATCH /api/admin/projects/{id}/status: the project's or (with `companyId`) one company's status, with a note. */
export const projectStatusOverrideSchema = z.object({
  status: z.enum(PROJECT_STATUSES, { error: "Ungültiger Status (erlaubt: Offen, Gewonnen, Verloren)" }),
  companyId: id("Ungültige Firmen-ID").optional(),
  note: noteText().min(3, "Bitte geben Sie eine Notiz ein (mindestens 3 Zeichen)"),
});

/**
 * POST /api/admin/projects/{id}/resolve-hire: the company that got the job with its gross order value in
 * euros, or `companyId` null for "keine der Firmen"; the note is kept in the history.
 */
export const resolveHireSchema = z
  .object({
    companyId: id("Ungültige Firmen-ID").nullable(),
    value: euroAmountField({ optional: true }),
    note: noteText().min(3, "Bitte geben Sie eine Notiz ein (mindestens 3 Zeichen)"),
  })
  .superRefine((input, ctx) => {
    if (input.companyId !== null && input.value === null) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Bitte geben Sie den Auftragswert in Euro ein" });
    }
  });
