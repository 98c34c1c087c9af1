/**
 * GET /api/admin/audit-log query: paging and optional filters; `actions` takes up to 10 exact actions,
 * comma-separated; from/to are Vienna days (YYYY-MM-DD).
 */
import * as z from "./zod";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const auditLogQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Ungültige Seite." })
    .int("Ungültige Seite.")
    .min(1, "Ungültige Seite.")
    .max(100_000, "Ungültige Seite.")
    .default(1),
  pageSize: z.coerce
    .number({ error: "Ungültige Seitengröße." })
    .int("Ungültige Seitengröße.")
    .min(1, "Ungültige Seitengröße.")
    .max(100, "Höchstens 100 Einträge pro Seite.")
    .default(50),
  entityType: z
    .string()
    .trim()
    .max(50, "Ungültiger Objekttyp.")
    .optional()
    .transform((value) => value || undefined),
  entityId: z
    .string()
    .trim()
    .max(64, "Ungültige Objekt-ID.")
    .optional()
    .transform((value) => value || undefined),
  action: z
    .string()
    .trim()
    .max(100, "Ungültige Aktion.")
    .optional()
    .transform((value) => value || undefined),
  actions: z
    .string()
    .max(1100, "Ungültige Aktionen.")
    .optional()
    .transform((value, ctx) => {
      const actions = [
        ...new Set(
          (value ?? "")
            .split(",")
            .map((action) => action.trim())
            .filter(Boolean),
        ),
      ];
      if (actions.length === 0) return undefined;
      if (actions.length > 10 || actions.some((action) => action.length > 100)) {
        ctx.addIssue({ code: "custom", message: "Höchstens 10 Aktionen mit je höchstens 100 Zeichen." });
        return z.NEVER;
      }
      return actions;
    }),
  from: z.string().regex(DAY, "Datum im Format JJJJ-MM-TT angeben.").optional(),
  to: z.string().regex(DAY, "Datum im Format JJJJ-MM-TT angeben.").optional(),
});
