// GET /api/admin/emails – one page of the e-mail outbox, newest first, recipients masked, no bodies (issue 13 §5): ?page=1&pageSize=25 (max 100)&status=pending|sending|sent|failed.
import { listAdminEmails } from "@/lib/data/admin-emails";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminEmailsQuerySchema } from "@/lib/validation/admin-inbox";

export const GET = defineRoute({
  audience: "admin",
  query: adminEmailsQuerySchema,
  handler: async ({ query }) => privateJson(await listAdminEmails(query)),
});
