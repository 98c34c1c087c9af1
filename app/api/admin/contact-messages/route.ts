// GET /api/admin/contact-messages – admin only: one page of messages, newest first (?page&pageSize&status&search).
import { listContactMessages } from "@/lib/data/contact-messages";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { contactMessagesQuerySchema } from "@/lib/validation/admin-inbox";

export const GET = defineRoute({
  audience: "admin",
  query: contactMessagesQuerySchema,
  handler: async ({ query }) => privateJson(await listContactMessages(query)),
});
