// GET /api/admin/contact-messages/[id] – admin only: one message, marked read; PATCH { done } – marks it done or open.
import { CONTACT_MESSAGE_NOT_FOUND, openContactMessage, setContactMessageDone } from "@/lib/data/contact-messages";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { contactMessageDoneSchema } from "@/lib/validation/admin-inbox";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const params = z.object({ id: idParam(CONTACT_MESSAGE_NOT_FOUND) });

export const GET = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params }) => privateJson({ message: await openContactMessage(params.id) }),
});

export const PATCH = defineRoute({
  audience: "admin",
  params,
  body: contactMessageDoneSchema,
  handler: async ({ params, body, user }) =>
    privateJson({ message: await setContactMessageDone(user, params.id, body.done) }),
});
