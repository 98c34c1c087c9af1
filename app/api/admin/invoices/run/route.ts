// POST /api/admin/invoices/run – admin only: runs the previous month's invoicing now; idempotent
// → { periodStart, periodEnd, issued, failed, held, missingIssuer }.
import { runInvoicingNow } from "@/lib/invoices/issuing";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  audience: "admin",
  rateLimit: { name: "invoices-run", points: 10, durationSeconds: 3600 },
  handler: async ({ user }) => privateJson(await runInvoicingNow(user)),
});
