/**
 * Inputs of the admin routes for the overview, matching, companies and notification badges
 * (authenticated-side.md §7; issue 5 "Dashboard and navigation", "Matching", "Companies"). One
 * schema per input, shared by the route handlers and the browser.
 */
import { ADMIN_PROJECTS_MAX_PAGE_SIZE, ADMIN_PROJECTS_PAGE_SIZE } from "@/lib/domain/admin-projects";
import { NOTIFICATION_CATEGORIES } from "@/lib/domain/admin-sections";
import { MAX_DB_ID } from "@/lib/domain/ids";
import { PROJECT_STATUSES } from "@/lib/domain/project-status";
import { z } from "./zod";

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_DB_ID, message);

/** POST /api/admin/assign-lead: one company for one project. */
export const assignLeadSchema = z.object({
  projectId: id("Ungültige Projekt-ID"),
  companyId: id("Ungültige Firmen-ID"),
});
export type AssignLeadInput = z.infer<typeof assignLeadSchema>;

/** POST /api/admin/mark-category-viewed. */
export const markCategoryViewedSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES, { error: "Ungültige Kategorie" }),
});

/** PATCH /api/admin/companies/{id}: verify or unverify. */
export const companyVerificationSchema = z.object({
  verified: z.boolean({ error: "verified muss true oder false sein" }),
});

const positiveIntParam = (fallback: number, max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return fallback;
      if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(value);
    });

/** Query of GET /api/admin/projects: ?page=1&pageSize=50&status=Offen (all optional). */
export const adminProjectsQuerySchema = z.object({
  page: positiveIntParam(1, 100_000, "Ungültige Seite"),
  pageSize: positiveIntParam(
    ADMIN_PROJECTS_PAGE_SIZE,
    ADMIN_PROJECTS_MAX_PAGE_SIZE,
    `Die Seitengröße muss zwischen 1 und ${ADMIN_PROJECTS_MAX_PAGE_SIZE} liegen`,
  ),
  status: z.enum(PROJECT_STATUSES, { error: "Ungültiger Status (erlaubt: Offen, Gewonnen, Verloren)" }).optional(),
});
export type AdminProjectsQuery = z.infer<typeof adminProjectsQuerySchema>;

/** The query parameters of a URL as the schema expects them (only the known keys). */
export function adminProjectsQueryFromUrl(url: URL): AdminProjectsQuery {
  const read = (key: string) => url.searchParams.get(key) ?? undefined;
  return adminProjectsQuerySchema.parse({ page: read("page"), pageSize: read("pageSize"), status: read("status") || undefined });
}

