// GET /api/admin/contact-messages – one page of contact-form messages, newest first (issue 13 §5): ?page=1&pageSize=25 (max 100)&status=open|unread|done|all&search=…
import { listContactMessages } from "@/lib/data/contact-messages";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { contactMessagesQuerySchema } from "@/lib/validation/admin-inbox";

export const GET = defineRoute({
  audience: "admin",
  query: contactMessagesQuerySchema,
  handler: async ({ query }) => privateJson(await listContactMessages(query)),
});
