// POST /api/admin/invoices/[id]/credit-notes { reason, entryIds? } – admin only: issues a credit note (no entryIds:
// every entry not yet credited) → 201 { creditNote }.
import { NextResponse } from "next/server";
import { createCreditNote } from "@/lib/invoices/credit-notes";
import { INVOICE_NOT_FOUND } from "@/lib/invoices/queries";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { creditNoteSchema } from "@/lib/validation/invoices";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(INVOICE_NOT_FOUND) }),
  body: creditNoteSchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json({ creditNote: await createCreditNote(user, params.id, body) }, { status: 201 }),
});
