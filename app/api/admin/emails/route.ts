// GET /api/admin/emails – admin only: one page of the outbox, newest first, recipients masked, no bodies
// (?page&pageSize&status).
import { listAdminEmails } from "@/lib/data/admin-emails";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminEmailsQuerySchema } from "@/lib/validation/admin-inbox";

export const GET = defineRoute({
  audience: "admin",
  query: adminEmailsQuerySchema,
  handler: async ({ query }) => privateJson(await listAdminEmails(query)),
});
