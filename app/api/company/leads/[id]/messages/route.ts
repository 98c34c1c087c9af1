// GET  /api/company/leads/[id]/messages – company only: the thread with the customer of its lead, marks the
//      customer's messages read → { thread }.
// POST /api/company/leads/[id]/messages – company only: sends a message as JSON { body } or multipart (body + up to
//      5 `file` photos/PDFs; the first message counts as contact) → { message }; 409 when the thread is closed, 415 a
//      file neither photo nor PDF, 413 over 30 MB. Another company's or an ended lead 404.
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { MESSAGE_FORM_MAX_BYTES, MESSAGE_SEND_LIMITS } from "@/lib/messages/rules";
import { sendMessageSchema } from "@/lib/messages/schemas";
import { companyThreadRef, listThread, sendMessage, uploadsOf } from "@/lib/messages/threads";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const params = z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) });

export const GET = defineRoute({
  audience: "company",
  params,
  keepsSessionAlive: false,
  handler: async ({ params, user }) =>
    privateJson({ thread: await listThread(await companyThreadRef(user.companyId, params.id)) }),
});

export const POST = defineRoute({
  audience: "company",
  params,
  form: { maxBytes: MESSAGE_FORM_MAX_BYTES, json: true },
  body: sendMessageSchema,
  rateLimit: { name: "company-lead-action", points: 300, durationSeconds: 3600 },
  handler: async ({ params, body, user }) => {
    const ref = await companyThreadRef(user.companyId, params.id);
    const { company, message } = MESSAGE_SEND_LIMITS;
    await enforceRateLimit(company.name, `company:${user.companyId}`, company.points, company.durationSeconds, {
      message,
    });
    const files = await uploadsOf(body.file);
    const sent = await sendMessage(ref, "company", body.body, { actor: user, files });
    return privateJson({ message: sent.message }, { status: 201 });
  },
});
