// POST /api/admin/invoices/run – run the monthly invoicing for the previous month now (e.g. after completing Einstellungen). Idempotent: issues only what is missing → { periodStart, periodEnd, issued, failed, held, missingIssuer } (held: companies lacking billing data).
import { runInvoicingNow } from "@/lib/invoices/issuing";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  audience: "admin",
  rateLimit: { name: "invoices-run", points: 10, durationSeconds: 3600 },
  handler: async ({ user }) => privateJson(await runInvoicingNow(user)),
});
