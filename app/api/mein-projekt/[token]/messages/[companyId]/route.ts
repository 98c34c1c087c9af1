// GET  /api/mein-projekt/{token}/messages/{companyId} – token holder: the thread with one assigned company, marks
//      the company's messages read → { thread }.
// POST /api/mein-projekt/{token}/messages/{companyId} – token holder: sends a message as JSON { body } or multipart
//      (body + up to 5 `file` photos/PDFs) → { message }; 409 when the thread is closed, 415 a file neither photo nor
//      PDF, 413 over 30 MB. 404 alike for every wrong token or company.
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { MESSAGE_FORM_MAX_BYTES, MESSAGE_SEND_LIMITS, MESSAGE_TEXTS } from "@/lib/messages/rules";
import { sendMessageSchema } from "@/lib/messages/schemas";
import { customerThreadRef, listThread, sendMessage, uploadsOf } from "@/lib/messages/threads";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const params = z.object({
  token: tokenParam(PROJECT_ROOM_NOT_FOUND),
  companyId: idParam(MESSAGE_TEXTS.threadNotFound),
});

export const GET = defineRoute({
  audience: "public",
  params,
  rateLimit: { name: "project-room-messages-read", points: 3000, durationSeconds: 3600 },
  handler: async ({ params }) =>
    privateJson({ thread: await listThread(await customerThreadRef(params.token, params.companyId)) }),
});

export const POST = defineRoute({
  audience: "public",
  params,
  form: { maxBytes: MESSAGE_FORM_MAX_BYTES, json: true },
  body: sendMessageSchema,
  rateLimit: { name: "project-room-messages-write", points: 120, durationSeconds: 3600 },
  handler: async ({ params, body }) => {
    const ref = await customerThreadRef(params.token, params.companyId);
    const { room, message } = MESSAGE_SEND_LIMITS;
    await enforceRateLimit(room.name, `project:${ref.projectId}`, room.points, room.durationSeconds, { message });
    const files = await uploadsOf(body.file);
    const sent = await sendMessage(ref, "customer", body.body, { actor: "customer", files });
    return privateJson({ message: sent.message }, { status: 201 });
  },
});
