// POST /api/mein-projekt/{token}/messages/{companyId}/report { reason } – token holder: reports the thread with one
// company to the admins (who may then read it) → { reportedAt }. 404 alike for every wrong token or company.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { MESSAGE_TEXTS } from "@/lib/messages/rules";
import { reportThreadSchema } from "@/lib/messages/schemas";
import { customerThreadRef, reportThread } from "@/lib/messages/threads";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND), companyId: idParam(MESSAGE_TEXTS.threadNotFound) }),
  body: reportThreadSchema,
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params, body }) =>
    privateJson(
      await reportThread(await customerThreadRef(params.token, params.companyId), body.reason, { actor: "customer" }),
    ),
});
