// GET /api/admin/commission-entries – admin only: confirmed commission entries not yet invoiced, newest first
// (at most 100) → { entries }.
import { listOpenCommissionEntries } from "@/lib/invoices/queries";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ entries: await listOpenCommissionEntries() }),
});
