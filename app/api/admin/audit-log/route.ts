// GET /api/admin/audit-log – admin only: one page of the audit log, newest first
// (?page&pageSize&entityType&entityId&action&actions&from&to, dates as Vienna days).
import { listAudit } from "@/lib/data/audit-log";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { auditLogQuerySchema } from "@/lib/validation/audit-log";
import { addDays, startOfViennaDay } from "@/lib/time/vienna";

export const GET = defineRoute({
  audience: "admin",
  query: auditLogQuerySchema,
  handler: async ({ query }) => {
    const { rows, total } = await listAudit({
      ...query,
      from: query.from ? startOfViennaDay(query.from) : undefined,
      to: query.to ? startOfViennaDay(addDays(query.to, 1)) : undefined,
    });
    return privateJson({ rows, total, page: query.page, pageSize: query.pageSize });
  },
});
