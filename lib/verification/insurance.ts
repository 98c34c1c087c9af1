/**
 * Liability insurance confirmations: upload by a registering or approved company (type by content, size cap,
 * no active PDF content), the admin's decision, private file reads, and the daily reminders (30 and 7 days
 * before expiry) and pause on expiry. The standing (standing.ts) reads only accepted confirmations.
 */
import "server-only";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { lockRowById, TX_OPTIONS } from "@/lib/db/sql";
import { activePdfContent, sniffFileType } from "@/lib/domain/file-signature";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import {
  insuranceRejectedEmail,
  insuranceReminderEmail,
  insuranceSubmittedAlertEmail,
} from "@/lib/email/templates-verification";
import { env } from "@/lib/env";
import { ConflictError, NotFoundError, UnsupportedFileTypeError, ValidationError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { alertRecipients } from "@/lib/alerts/admin-alerts";
import { addDays, formatIsoDay, viennaToday } from "@/lib/time/vienna";
import type { insuranceUploadSchema } from "@/lib/validation/insurance";
import type * as z from "@/lib/validation/zod";
import { INSURANCE_MAX_BYTES, type InsuranceDocumentView } from "@/lib/verification/insurance-types";
import { refreshCompanyStanding } from "@/lib/verification/standing";

/** Whose confirmation: an approved company's, or a registration's before approval. */
export type InsuranceOwner = { companyId: number } | { registrationId: number };

export interface InsuranceUpload {
  insurer: string;
  sumInsuredCents: number;
  /** ISO day YYYY-MM-DD, the last day of cover. */
  validUntil: string;
  file: { name: string; bytes: Uint8Array };
}

/** The whole multipart body of an upload: the file cap plus room for the text fields and boundaries. */
export const INSURANCE_FORM_MAX_BYTES = INSURANCE_MAX_BYTES + 256 * 1024;

/** The upload behind parsed form fields (see lib/validation/insurance.ts); reads the file into memory. */
export async function uploadOf(fields: z.output<typeof insuranceUploadSchema>): Promise<InsuranceUpload> {
  return {
    insurer: fields.insurer,
    sumInsuredCents: fields.sumInsuredEuros * 100,
    validUntil: fields.validUntil,
    file: { name: fields.file.name, bytes: new Uint8Array(await fields.file.arrayBuffer()) },
  };
}

/** Confirmations waiting for a decision that one owner may have at a time (guards against upload floods). */
const MAX_SUBMITTED = 3;
/** Reminder days before expiry, largest first. */
const REMINDER_DAYS = [30, 7] as const;

const VIEW_SELECT = {
  id: true,
  insurer: true,
  sumInsuredCents: true,
  validUntil: true,
  fileName: true,
  contentType: true,
  sizeBytes: true,
  status: true,
  decidedAt: true,
  decisionNote: true,
  createdAt: true,
} as const;

type ViewRow = Prisma.InsuranceDocumentGetPayload<{ select: typeof VIEW_SELECT }>;

function toView(row: ViewRow): InsuranceDocumentView {
  return {
    ...row,
    sumInsuredCents: Number(row.sumInsuredCents),
    validUntil: row.validUntil.toISOString().slice(0, 10),
    status: row.status as InsuranceDocumentView["status"],
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The stored form of `file`: its type read from the content and a safe file name.
 * @throws UnsupportedFileTypeError when the content is no PDF, JPEG, PNG or WebP;
 *   ValidationError (field `file`) when empty, over 10 MB or a PDF with scripts, launch actions or attachments.
 */
export function checkInsuranceFile(file: InsuranceUpload["file"]): { contentType: string; fileName: string } {
  if (file.bytes.byteLength === 0) throw new ValidationError("Die Datei ist leer.", { file: "Die Datei ist leer." });
  if (file.bytes.byteLength > INSURANCE_MAX_BYTES) {
    const message = "Die Datei ist zu groß (höchstens 10 MB).";
    throw new ValidationError(message, { file: message });
  }
  const contentType = sniffFileType(file.bytes);
  if (!contentType) {
    throw new UnsupportedFileTypeError("Bitte laden Sie ein PDF oder ein Bild (JPG, PNG, WebP) hoch.", {
      file: "Diese Datei ist kein PDF, JPG, PNG oder WebP.",
    });
  }
  if (contentType === "application/pdf" && activePdfContent(file.bytes).length > 0) {
    const message =
      "Das PDF enthält Skripte oder eingebettete Dateien. Bitte laden Sie ein einfaches PDF oder ein Foto hoch.";
    throw new ValidationError(message, { file: message });
  }
  const extension = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" }[
    contentType
  ];
  const base =
    file.name
      .replace(/\.[^.]*$/, "")
      .replace(/[^\p{L}\p{N} _-]+/gu, "")
      .trim()
      .slice(0, 120) || "Versicherungsbestaetigung";
  return { contentType, fileName: `${base}.${extension}` };
}

/**
 * Stores an uploaded confirmation of `owner` as "submitted" (audited as "insurance.submit") and alerts the team.
 * @throws NotFoundError when the owner does not exist (or the registration was already decided);
 *   ValidationError for an expiry before today (Vienna); ConflictError with 3 confirmations already waiting;
 *   the errors of checkInsuranceFile.
 */
export async function submitInsurance(
  owner: InsuranceOwner,
  upload: InsuranceUpload,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<InsuranceDocumentView> {
  const { contentType, fileName } = checkInsuranceFile(upload.file);
  if (upload.validUntil < viennaToday(now)) {
    const message = "Diese Bestätigung ist bereits abgelaufen.";
    throw new ValidationError(message, { validUntil: message });
  }
  const document = await getDb().$transaction(async (tx) => {
    const name = await lockOwner(tx, owner);
    const waiting = await tx.insuranceDocument.count({ where: { ...owner, status: "submitted" } });
    if (waiting >= MAX_SUBMITTED) {
      throw new ConflictError(
        "Es warten bereits mehrere Bestätigungen auf unsere Prüfung. Bitte warten Sie die Entscheidung ab.",
      );
    }
    const row = await tx.insuranceDocument.create({
      data: {
        ...owner,
        insurer: upload.insurer,
        sumInsuredCents: BigInt(upload.sumInsuredCents),
        validUntil: new Date(`${upload.validUntil}T00:00:00Z`),
        fileName,
        contentType,
        sizeBytes: upload.file.bytes.byteLength,
        content: Buffer.from(upload.file.bytes),
      },
      select: VIEW_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: "insurance.submit",
      entityType: "companyId" in owner ? "company" : "company_registration",
      entityId: "companyId" in owner ? owner.companyId : owner.registrationId,
      after: { documentId: row.id, insurer: upload.insurer, validUntil: upload.validUntil, contentType },
    });
    const team = await alertRecipients(tx);
    if (team.length > 0) {
      const path = "companyId" in owner ? "/admin-dashboard/companies" : "/admin-dashboard/registrations";
      await queueEmail(
        {
          ...insuranceSubmittedAlertEmail({
            companyName: name,
            insurer: upload.insurer,
            validUntil: formatIsoDay(upload.validUntil),
            url: new URL(path, env.SITE_URL).toString(),
          }),
          to: team,
          idempotencyKey: `insurance-submitted-${row.id}`,
        },
        tx,
      );
    }
    return toView(row);
  }, TX_OPTIONS);
  wakeEmailWorker();
  return document;
}

/** Locks the owner's row and returns its name. @throws NotFoundError when missing or already decided */
async function lockOwner(tx: Prisma.TransactionClient, owner: InsuranceOwner): Promise<string> {
  if ("companyId" in owner) {
    if (!(await lockRowById(tx, "companies", owner.companyId))) throw new NotFoundError("Firma nicht gefunden.");
    return (await tx.company.findUniqueOrThrow({ where: { id: owner.companyId }, select: { name: true } })).name;
  }
  const registration = await tx.companyRegistration.findUnique({
    where: { id: owner.registrationId },
    select: { companyName: true, status: true },
  });
  if (!registration || registration.status !== "pending")
    throw new NotFoundError("Diese Anmeldung wurde nicht gefunden oder ist bereits entschieden.");
  return registration.companyName;
}

/** The confirmations of `owner`, newest first (without content). */
export async function listInsurance(owner: InsuranceOwner): Promise<InsuranceDocumentView[]> {
  const rows = await getDb().insuranceDocument.findMany({
    where: owner,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: VIEW_SELECT,
  });
  return rows.map(toView);
}

/**
 * The file of confirmation `documentId`; with `companyId` only if that company owns it (admins pass none).
 * @throws NotFoundError when missing or not the company's.
 */
export async function readInsuranceFile(
  documentId: number,
  companyId?: number,
): Promise<{ fileName: string; contentType: string; content: Uint8Array }> {
  const row = await getDb().insuranceDocument.findFirst({
    where: { id: documentId, ...(companyId === undefined ? {} : { companyId }) },
    select: { fileName: true, contentType: true, content: true },
  });
  if (!row) throw new NotFoundError("Dokument nicht gefunden.");
  return row;
}

export interface InsuranceDecision {
  decision: "accepted" | "rejected";
  /** Required for a rejection: the reason the company reads. */
  note?: string;
}

/**
 * The admin's decision on a submitted confirmation (audited as "insurance.accept"/"insurance.reject"). An
 * accepted one counts for the company's standing at once; a rejected one e-mails the company the reason.
 * @throws NotFoundError when missing; ConflictError when already decided; ValidationError for a rejection
 *   without a reason.
 */
export async function decideInsurance(
  documentId: number,
  input: InsuranceDecision,
  actor: Pick<SessionUser, "id" | "role">,
  now: Date = new Date(),
): Promise<InsuranceDocumentView> {
  const note = input.note?.trim() || null;
  if (input.decision === "rejected" && (!note || note.length < 3)) {
    const message = "Bitte geben Sie einen Grund für die Ablehnung an.";
    throw new ValidationError(message, { note: message });
  }
  const { view, companyId, newlyPaused } = await getDb().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM insurance_documents WHERE id = ${documentId} FOR UPDATE`;
    if (!locked) throw new NotFoundError("Dokument nicht gefunden.");
    const current = await tx.insuranceDocument.findUniqueOrThrow({
      where: { id: documentId },
      select: { status: true, companyId: true, registrationId: true, insurer: true },
    });
    if (current.status !== "submitted") throw new ConflictError("Über diese Bestätigung wurde bereits entschieden.");
    const row = await tx.insuranceDocument.update({
      where: { id: documentId },
      data: { status: input.decision, decidedBy: actor.id, decidedAt: now, decisionNote: note },
      select: VIEW_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: input.decision === "accepted" ? "insurance.accept" : "insurance.reject",
      entityType: current.companyId !== null ? "company" : "company_registration",
      entityId: current.companyId ?? current.registrationId ?? documentId,
      before: { documentId, status: current.status },
      after: { documentId, status: input.decision, note },
    });
    let paused = false;
    if (current.companyId !== null) {
      const standing = await refreshCompanyStanding(current.companyId, tx, now);
      paused = standing?.newlyPaused ?? false;
      if (input.decision === "rejected")
        await queueRejection(tx, documentId, current.companyId, current.insurer, note!);
    }
    return { view: toView(row), companyId: current.companyId, newlyPaused: paused };
  }, TX_OPTIONS);
  if (input.decision === "rejected" || newlyPaused) wakeEmailWorker();
  if (companyId !== null) revalidateCompanyProfile(companyId);
  return view;
}

async function queueRejection(
  tx: Prisma.TransactionClient,
  documentId: number,
  companyId: number,
  insurer: string,
  reason: string,
) {
  const company = await companyRecipient(tx, companyId);
  if (!company?.to) return;
  await queueEmail(
    {
      ...insuranceRejectedEmail({
        companyName: company.name,
        insurer,
        reason,
        dashboardUrl: new URL("/company-dashboard/pruefungen", env.SITE_URL).toString(),
      }),
      to: company.to,
      idempotencyKey: `insurance-rejected-${documentId}`,
      companyId,
    },
    tx,
  );
}

/** The company's name and the address its mail goes to (contact address, else its active login). */
async function companyRecipient(
  db: Prisma.TransactionClient,
  companyId: number,
): Promise<{ name: string; to: string | null } | null> {
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: { name: true, contactEmail: true, user: { select: { email: true, disabledAt: true } } },
  });
  if (!company) return null;
  const login = company.user && !company.user.disabledAt ? company.user.email : null;
  return { name: company.name, to: company.contactEmail?.trim() || login };
}

/**
 * The daily insurance run as of `now`: e-mails each approved, active company whose accepted cover ends in 30
 * or 7 days (once per confirmation and threshold), and pauses companies whose cover ended (standing.ts).
 * Returns how many reminders were queued and how many companies were re-evaluated for expiry.
 */
export async function runInsuranceReminders(now: Date = new Date()): Promise<{ reminded: number; expired: number }> {
  const db = getDb();
  const today = viennaToday(now);
  const horizon = new Date(`${addDays(today, REMINDER_DAYS[0])}T00:00:00Z`);
  const todayDate = new Date(`${today}T00:00:00Z`);
  // The document that defines each company's cover: its latest-ending accepted one.
  const due = await db.$queryRaw<
    { id: number; companyId: number; validUntil: Date; insurer: string; r30: Date | null; r7: Date | null }[]
  >`SELECT DISTINCT ON (d.company_id) d.id, d.company_id AS "companyId", d.valid_until AS "validUntil", d.insurer,
           d.reminder_30_sent_at AS r30, d.reminder_7_sent_at AS r7
    FROM insurance_documents d JOIN companies c ON c.id = d.company_id
    WHERE d.status = 'accepted' AND c.verified AND c.deactivated_at IS NULL
    ORDER BY d.company_id, d.valid_until DESC, d.id DESC`;
  let reminded = 0;
  for (const document of due) {
    if (document.validUntil < todayDate || document.validUntil > horizon) continue;
    const until = document.validUntil.toISOString().slice(0, 10);
    const daysLeft = Math.round((document.validUntil.getTime() - todayDate.getTime()) / 86_400_000);
    const threshold = daysLeft <= REMINDER_DAYS[1] ? 7 : 30;
    if ((threshold === 7 ? document.r7 : document.r30) !== null) continue;
    const sent = await db.$transaction(async (tx) => {
      const company = await companyRecipient(tx, document.companyId);
      // Both marks at 7 days: a company first seen a week before expiry gets one reminder, not two.
      await tx.insuranceDocument.update({
        where: { id: document.id },
        data:
          threshold === 7 ? { reminder7SentAt: now, reminder30SentAt: document.r30 ?? now } : { reminder30SentAt: now },
      });
      if (!company?.to) return false;
      await queueEmail(
        {
          ...insuranceReminderEmail({
            companyName: company.name,
            insurer: document.insurer,
            validUntil: formatIsoDay(until),
            daysLeft,
            dashboardUrl: new URL("/company-dashboard/pruefungen", env.SITE_URL).toString(),
          }),
          to: company.to,
          idempotencyKey: `insurance-reminder-${document.id}-${threshold}`,
          companyId: document.companyId,
        },
        tx,
      );
      return true;
    }, TX_OPTIONS);
    if (sent) reminded += 1;
  }
  const lapsed = await db.company.findMany({
    where: { insuranceValidUntil: { lt: todayDate }, NOT: { leadsPausedReasons: { has: "insurance" } } },
    select: { id: true },
  });
  // No profile revalidation here: outside a request Next has no store to revalidate (the page's ISR hour applies).
  for (const { id } of lapsed) await refreshCompanyStanding(id, undefined, now);
  if (reminded > 0) wakeEmailWorker();
  return { reminded, expired: lapsed.length };
}
