// POST /api/admin/invoices/[id]/credit-notes – issue a credit note against an invoice (issue 15 §3): { reason, entryIds? } (none: every entry not yet credited) → 201 { creditNote: { id, number, grossCents } }.
import { NextResponse } from "next/server";
import { createCreditNote } from "@/lib/invoices/credit-notes";
import { INVOICE_NOT_FOUND } from "@/lib/invoices/queries";
import { defineRoute } from "@/lib/http/route";
import { idFromParam } from "@/lib/validation/id-param";
import { creditNoteSchema } from "@/lib/validation/invoices";

export const POST = defineRoute({
  audience: "admin",
  params: ({ id }) => ({ id: idFromParam(id ?? "", INVOICE_NOT_FOUND) }),
  body: creditNoteSchema,
  handler: async ({ params, body, user }) =>
    NextResponse.json({ creditNote: await createCreditNote(user, params.id, body) }, { status: 201 }),
});
