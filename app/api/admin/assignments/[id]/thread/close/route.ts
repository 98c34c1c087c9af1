// POST /api/admin/assignments/[id]/thread/close – admin only: closes the message thread of one assignment (neither
// side can send any more) → { closedAt, created }. Audited.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { closeThread } from "@/lib/messages/admin";
import { MESSAGE_TEXTS } from "@/lib/messages/rules";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(MESSAGE_TEXTS.threadNotFound) }),
  handler: async ({ params, user }) => privateJson(await closeThread(user, params.id)),
});
