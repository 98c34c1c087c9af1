/**
 * The customer's project room "Mein Projekt" (issue 14): everything behind a personal link token
 * (lib/project-room/room-links.ts). Every function takes the token as presented; an unknown,
 * malformed, revoked, expired or erased token is the same `null` / ApiError 404 "Projekt nicht gefunden"
 * (no hint whether a project exists). Writes run in one transaction with their outbox rows and
 * audit rows (actor "customer").
 */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import { getProjectOfferState } from "@/lib/data/bathroom-offers";
import { eraseProject, withdrawConsent } from "@/lib/data/admin-projects";
import { recordAudit } from "@/lib/data/audit-log";
import { syncCommissionEntry } from "@/lib/data/commission-ledger";
import { getDb } from "@/lib/db";
import { companyProfilePath } from "@/lib/domain/company-slug";
import { answerRowsForQuiz, parseQuizAnswers } from "@/lib/domain/lead-labels";
import type { QuizQuestion } from "@/lib/domain/quiz-types";
import { isBathroomOfferService, OFFER_STATUS_APPROVED } from "@/lib/domain/bathroom-offer-types";
import { rankOffers, type RankedOffer } from "@/lib/domain/offer-display";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { projectLinksEmail } from "@/lib/email/templates-customer";
import { ApiError } from "@/lib/http/api-error";
import { requestReviewInvitations } from "@/lib/reviews/invitations";
import { projectRoomUrl } from "@/lib/project-room/access-token";
import {
  createRoomLink,
  listRoomLinks,
  resolveRoomLink,
  validRoomLinkWhere,
  type RoomLinkSummary,
} from "@/lib/project-room/room-links";
import type { HireAnswerInput } from "@/lib/validation/project-room";

/** The one German 404 of every project-room call (unknown and wrong tokens alike). */
export const PROJECT_ROOM_NOT_FOUND = "Projekt nicht gefunden. Der Link ist ungültig oder wurde erneuert.";

/** A company that received the customer's contact data. */
export interface ProjectRoomCompany {
  /** companies.id (the value of the hire answer's choice). */
  companyId: number;
  name: string;
  /** When the admin verified the company (ISO, companies.verified_at); null when it is not verified (any more). */
  verifiedSince: string | null;
  phone: string | null;
  email: string | null;
  /** When it received the contact data (ISO). */
  assignedAt: string;
  /** When the admin removed it from the project (ISO); it keeps the data it received, but no longer works on the lead. null: active. */
  endedAt?: string | null;
  /** The company's own status of the lead: "Offen", "Gewonnen" or "Verloren". */
  status: string;
  /** The company's public profile (/firmen/{slug}, issue 15 §5); null when it has none (not verified or deactivated). */
  profilePath: string | null;
  /** When the company marked the lead contacted (or set Gewonnen/Verloren; issue 15 §1), ISO; null: not yet. */
  contactedAt: string | null;
  /** When the company marked the job done (ISO); null: not done. */
  jobDoneAt: string | null;
}

/** The customer's answer "Wer hat den Auftrag bekommen?" (issue 15 §2); null while not answered. */
export interface ProjectRoomHire {
  answer: "company" | "none";
  /** The company named (answer "company"). */
  companyId: number | null;
  /** The order value the customer stated, gross euro cents; null when not given. */
  valueCents: number | null;
  answeredAt: string;
}

/** One step of the progress line (issue 14 §3). */
export interface ProjectRoomStep {
  key: "received" | "selected" | "contacted" | "hired" | "done";
  label: string;
  /** When it was reached (ISO), null while not reached. */
  at: string | null;
}

/** What /mein-projekt/{token} shows. Times are ISO strings (UTC). */
export interface ProjectRoom {
  projectId: number;
  serviceType: string;
  serviceLabel: string;
  zipCode: string;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  answers: { key: string; label: string; value: string }[];
  consent: { acceptedAt: string; privacyPolicyVersion: string };
  status: string;
  emailConfirmedAt: string | null;
  withdrawnAt: string | null;
  steps: ProjectRoomStep[];
  companies: ProjectRoomCompany[];
  /** The customer's hire answer (issue 15 §2). */
  hire: ProjectRoomHire | null;
  /** A bathroom project: its three tiers are shown (issue 14 §3). */
  hasBathroomOffers: boolean;
  /** A bathroom project's offers as the offers page ranks them; null for other services. */
  offers: ProjectRoomOffers | null;
  /** The project's valid links, newest first; `current` is the one the room was opened with. */
  links: RoomLinkSummary[];
}

/**
 * The bathroom offers in the room (issue 14 §3): still being calculated, failed, or the three tiers
 * ranked as on /badezimmer-angebote/{id} (the same cards, components/offers/ranked-offer-card.tsx;
 * euros incl. 20 % VAT), and when an admin approved the offer (the tiers are then the approved
 * ones; it was also e-mailed with its own link).
 */
export type ProjectRoomOffers =
  | { status: "generating" }
  | { status: "failed" }
  | { status: "ready"; ranked: RankedOffer[]; approvedAt: string | null };

/** The offers of bathroom project `projectId` for the room. */
async function roomOffers(projectId: number): Promise<ProjectRoomOffers> {
  const state = await getProjectOfferState(projectId);
  if (!state || state.status === "generating") return { status: "generating" };
  if (state.status === "failed") return { status: "failed" };
  const approved = await getDb().bathroomOffer.findFirst({
    where: { projectId, status: OFFER_STATUS_APPROVED },
    orderBy: { id: "desc" },
    select: { approvedAt: true },
  });
  return {
    status: "ready",
    ranked: rankOffers(state.offers),
    approvedAt: approved?.approvedAt?.toISOString() ?? null,
  };
}

/** The project of `token`, or null (malformed, unknown, revoked, expired or erased: erasure deletes the links). */
async function projectIdOfToken(token: string): Promise<number | null> {
  return (await resolveRoomLink(token))?.projectId ?? null;
}

/**
 * The project id of `token` for other handlers (the offers API accepts the token as proof).
 * @returns null for an unknown, malformed, revoked, expired or erased token.
 */
export async function projectIdForAccessToken(token: string): Promise<number | null> {
  return projectIdOfToken(token);
}

/** The link id (/offer/{id}) of project `projectId`'s newest approved offer, or null. */
export async function approvedOfferLinkId(projectId: number): Promise<string | null> {
  const offer = await getDb().bathroomOffer.findFirst({
    where: { projectId, status: OFFER_STATUS_APPROVED },
    orderBy: { id: "desc" },
    select: { uniqueLinkId: true },
  });
  return offer?.uniqueLinkId ?? null;
}

/** The id of `token`'s project. @throws ApiError 404 PROJECT_ROOM_NOT_FOUND. */
async function requireProjectId(token: string): Promise<number> {
  const id = await projectIdOfToken(token);
  if (id === null) throw new ApiError(404, PROJECT_ROOM_NOT_FOUND);
  return id;
}

/**
 * Opens the project room: the project's data as the customer sees them. The first opening marks
 * the e-mail address confirmed (issue 14 §2: emailConfirmedAt, stored once).
 *
 * @returns null for an unknown, malformed, revoked, expired or erased token.
 */
export async function openProjectRoom(token: string, now: Date = new Date()): Promise<ProjectRoom | null> {
  const link = await resolveRoomLink(token, now);
  if (link === null) return null;
  const { projectId } = link;
  const db = getDb();
  await db.project.updateMany({ where: { id: projectId, emailConfirmedAt: null }, data: { emailConfirmedAt: now } });
  const project = await db.project.findUniqueOrThrow({
    where: { id: projectId },
    select: {
      id: true,
      serviceType: true,
      zipCode: true,
      name: true,
      email: true,
      phone: true,
      quizAnswers: true,
      status: true,
      gdprAcceptedAt: true,
      privacyPolicyVersion: true,
      consentWithdrawnAt: true,
      closedAt: true,
      emailConfirmedAt: true,
      createdAt: true,
      hireAnswer: true,
      hiredCompanyId: true,
      hireValueCents: true,
      hireAnsweredAt: true,
      assignments: {
        orderBy: [{ assignedAt: "asc" }, { id: "asc" }],
        select: {
          companyId: true,
          status: true,
          assignedAt: true,
          endedAt: true,
          contactedAt: true,
          jobDoneAt: true,
          // When the company first set the Gewonnen it still holds ("Auftrag vergeben").
          events: {
            where: { kind: "status", toStatus: "Gewonnen" },
            orderBy: { createdAt: "asc" },
            take: 1,
            select: { createdAt: true },
          },
          company: {
            select: {
              name: true,
              verifiedAt: true,
              verified: true,
              deactivatedAt: true,
              contactPhone: true,
              contactEmail: true,
              user: { select: { email: true } },
            },
          },
        },
      },
    },
  });
  const quiz = await db.quiz.findUnique({ where: { serviceType: project.serviceType }, select: { questions: true } });
  const questions = Array.isArray(quiz?.questions) ? (quiz.questions as unknown as QuizQuestion[]) : [];
  const companies = project.assignments.map((assignment) => ({
    companyId: assignment.companyId,
    name: assignment.company.name,
    verifiedSince: assignment.company.verified ? (assignment.company.verifiedAt?.toISOString() ?? null) : null,
    phone: assignment.company.contactPhone,
    email: assignment.company.contactEmail ?? assignment.company.user?.email ?? null,
    assignedAt: assignment.assignedAt.toISOString(),
    endedAt: assignment.endedAt?.toISOString() ?? null,
    status: assignment.status,
    profilePath:
      assignment.company.verified && !assignment.company.deactivatedAt
        ? companyProfilePath({ id: assignment.companyId, name: assignment.company.name })
        : null,
    contactedAt: assignment.contactedAt?.toISOString() ?? null,
    jobDoneAt: assignment.jobDoneAt?.toISOString() ?? null,
  }));
  const hire: ProjectRoomHire | null =
    (project.hireAnswer === "company" || project.hireAnswer === "none") && project.hireAnsweredAt
      ? {
          answer: project.hireAnswer,
          companyId: project.hireAnswer === "company" ? project.hiredCompanyId : null,
          valueCents: project.hireValueCents,
          answeredAt: project.hireAnsweredAt.toISOString(),
        }
      : null;
  return {
    projectId: project.id,
    serviceType: project.serviceType,
    serviceLabel: serviceName(project.serviceType),
    zipCode: project.zipCode,
    name: project.name,
    email: project.email,
    phone: project.phone,
    createdAt: project.createdAt.toISOString(),
    answers: answerRowsForQuiz(parseQuizAnswers(project.quizAnswers), questions),
    consent: { acceptedAt: project.gdprAcceptedAt.toISOString(), privacyPolicyVersion: project.privacyPolicyVersion },
    status: project.status,
    emailConfirmedAt: project.emailConfirmedAt?.toISOString() ?? null,
    withdrawnAt: project.consentWithdrawnAt?.toISOString() ?? null,
    steps: progressSteps(project, project.assignments),
    companies,
    hire,
    hasBathroomOffers: isBathroomOfferService(project.serviceType),
    offers: isBathroomOfferService(project.serviceType) ? await roomOffers(project.id) : null,
    links: await listRoomLinks(project.id, link.linkId, now),
  };
}

/** German answers of "Link widerrufen". */
export const ROOM_LINK_MESSAGES = {
  revoked: "Der Link wurde widerrufen und funktioniert nicht mehr.",
  revokedCurrent:
    "Dieser Link wurde widerrufen. Öffnen Sie „Mein Projekt“ künftig über einen anderen Link oder fordern Sie einen neuen an.",
  notFound: "Dieser Link ist nicht (mehr) gültig.",
} as const;

/**
 * "Link widerrufen" in the room: the customer ends one of the project's valid links (revokedAt =
 * now); the others stay valid. Revoking the link in use is allowed (the room warns before). Audit
 * row "project.room-link-revoke" (actor "customer"), in the same transaction.
 *
 * @param linkId the id from `ProjectRoom.links`.
 * @returns the German message and whether the link in use was revoked.
 * @throws ApiError 404 PROJECT_ROOM_NOT_FOUND for a wrong token; 404 ROOM_LINK_MESSAGES.notFound for a
 *   link of another project, already revoked or expired.
 */
export async function revokeRoomLinkByCustomer(
  token: string,
  linkId: number,
  now: Date = new Date(),
): Promise<{ message: string; revokedCurrent: boolean }> {
  const used = await resolveRoomLink(token, now);
  if (!used) throw new ApiError(404, PROJECT_ROOM_NOT_FOUND);
  const revokedCurrent = used.linkId === linkId;
  await getDb().$transaction(async (tx) => {
    const { count } = await tx.projectRoomLink.updateMany({
      where: { id: linkId, projectId: used.projectId, ...validRoomLinkWhere(now) },
      data: { revokedAt: now },
    });
    if (count === 0) throw new ApiError(404, ROOM_LINK_MESSAGES.notFound);
    await recordAudit(tx, {
      actor: "customer",
      action: "project.room-link-revoke",
      entityType: "project",
      entityId: used.projectId,
      before: { linkId, revokedAt: null },
      after: { linkId, revokedAt: now.toISOString() },
    });
  });
  return { message: revokedCurrent ? ROOM_LINK_MESSAGES.revokedCurrent : ROOM_LINK_MESSAGES.revoked, revokedCurrent };
}

/** The earliest of `dates` (nulls skipped), or null. */
function earliest(dates: readonly (Date | null | undefined)[]): Date | null {
  let first: Date | null = null;
  for (const date of dates) if (date && (!first || date < first)) first = date;
  return first;
}

/**
 * The progress line (issue 14 §3, issue 15 §1/§2): received → companies selected (first
 * assignment) → contacted (the earliest contacted_at: "Kontaktiert", Gewonnen or Verloren) → job
 * given (the customer's answer naming a company, or a company's Gewonnen, whichever came first) →
 * done (the first job_done_at, else the project's closing; a withdrawal is no completion).
 */
function progressSteps(
  project: {
    createdAt: Date;
    closedAt: Date | null;
    consentWithdrawnAt: Date | null;
    hireAnswer: string | null;
    hireAnsweredAt: Date | null;
  },
  assignments: readonly {
    status: string;
    assignedAt: Date;
    contactedAt: Date | null;
    jobDoneAt: Date | null;
    events: { createdAt: Date }[];
  }[],
): ProjectRoomStep[] {
  const first = earliest(assignments.map((a) => a.assignedAt));
  const contacted = earliest(assignments.map((a) => a.contactedAt));
  const won = assignments.filter((a) => a.status === "Gewonnen");
  // A Gewonnen from before the history existed counts from its contact time.
  const hired = earliest([
    project.hireAnswer === "company" ? project.hireAnsweredAt : null,
    ...won.map((a) => a.events[0]?.createdAt ?? a.contactedAt ?? a.assignedAt),
  ]);
  const done = earliest(assignments.map((a) => a.jobDoneAt)) ?? (project.consentWithdrawnAt ? null : project.closedAt);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return [
    { key: "received", label: "Anfrage eingegangen", at: iso(project.createdAt) },
    { key: "selected", label: "Betriebe ausgewählt", at: iso(first) },
    { key: "contacted", label: "Betriebe haben sich gemeldet", at: iso(contacted) },
    { key: "hired", label: "Auftrag vergeben", at: iso(hired) },
    { key: "done", label: "Abgeschlossen", at: iso(done) },
  ];
}

/**
 * "Anfrage zurückziehen" (issue 14 §3): no further assignments; the assigned companies are told by
 * e-mail (lib/data/admin-projects.ts `withdrawConsent`, one transaction). Withdrawing again changes
 * nothing.
 *
 * @throws ApiError 404 PROJECT_ROOM_NOT_FOUND.
 */
export async function withdrawProjectByCustomer(token: string): Promise<void> {
  const projectId = await requireProjectId(token);
  await withdrawConsent(projectId, new Date(), "customer");
}

/**
 * "Meine Daten löschen" (issue 14 §3): erases name, e-mail, phone and free-text answers from the
 * project, its offers and its outbox rows, invalidates the link, and e-mails the confirmation
 * (lib/data/admin-projects.ts `eraseProject`, one transaction).
 *
 * @throws ApiError 404 PROJECT_ROOM_NOT_FOUND.
 */
export async function eraseProjectByCustomer(token: string): Promise<void> {
  const projectId = await requireProjectId(token);
  const { email } = await getDb().project.findUniqueOrThrow({ where: { id: projectId }, select: { email: true } });
  await eraseProject("customer", projectId, email);
}

/** German answers of a refused hire answer (nothing is written then). */
export const HIRE_ANSWER_ERRORS = {
  unknownCompany: "Bitte wählen Sie eine der Firmen, die Ihre Anfrage erhalten haben, oder „Keine der Firmen“.",
} as const;

/** What `answerHire` stored, and what the commission ledger did per assignment. */
export interface HireAnswerResult {
  message: string;
  hire: ProjectRoomHire;
}

/**
 * "Wer hat den Auftrag bekommen?" in the project room (issue 15 §2): stores the customer's answer
 * (one of the project's companies or "keine der Firmen", with the optional order value in euro
 * cents) in projects.hire_answer, hired_company_id, hire_value_cents and hire_answered_at, writes
 * the audit row "project.hire-answer" (actor "customer", before and after) and brings the
 * commission entry of every assignment of the project in line (syncCommissionEntry: an entry
 * exists only where the company's Gewonnen with value and this answer name the same company), in
 * one transaction with the project row locked. The answer can be changed any time.
 *
 * @param input `hired` "none" or the company id as text; `value` euro cents or null.
 * @throws ApiError 404 PROJECT_ROOM_NOT_FOUND for a wrong token; 400 when the company is not one of
 *   the project's companies (field error on `hired`).
 */
export async function answerHire(
  token: string,
  input: HireAnswerInput,
  now: Date = new Date(),
): Promise<HireAnswerResult> {
  const projectId = await requireProjectId(token);
  const result = await getDb().$transaction(async (tx): Promise<HireAnswerResult> => {
    const [project] = await tx.$queryRaw<
      {
        hireAnswer: string | null;
        hiredCompanyId: number | null;
        hireValueCents: number | null;
        erasedAt: Date | null;
      }[]
    >`
      SELECT hire_answer AS "hireAnswer", hired_company_id AS "hiredCompanyId", hire_value_cents AS "hireValueCents", erased_at AS "erasedAt"
      FROM projects WHERE id = ${projectId} FOR UPDATE`;
    if (!project || project.erasedAt) throw new ApiError(404, PROJECT_ROOM_NOT_FOUND);
    const assignments = await tx.projectAssignment.findMany({
      where: { projectId },
      select: { id: true, companyId: true, company: { select: { name: true } } },
    });
    const companyId = input.hired === "none" ? null : Number(input.hired);
    const named = companyId === null ? null : assignments.find((assignment) => assignment.companyId === companyId);
    if (companyId !== null && !named)
      throw new ApiError(400, HIRE_ANSWER_ERRORS.unknownCompany, { hired: HIRE_ANSWER_ERRORS.unknownCompany });
    const answer = companyId === null ? "none" : "company";
    const valueCents = companyId === null ? null : input.value;
    await tx.project.update({
      where: { id: projectId },
      data: { hireAnswer: answer, hiredCompanyId: companyId, hireValueCents: valueCents, hireAnsweredAt: now },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor: "customer",
      action: "project.hire-answer",
      entityType: "project",
      entityId: projectId,
      before: {
        hireAnswer: project.hireAnswer,
        hiredCompanyId: project.hiredCompanyId,
        hireValueCents: project.hireValueCents,
      },
      after: {
        hireAnswer: answer,
        hiredCompanyId: companyId,
        companyName: named?.company.name ?? null,
        hireValueCents: valueCents,
      },
    });
    for (const assignment of assignments) await syncCommissionEntry(tx, assignment.id, now);
    return {
      message: named
        ? `Danke! Wir haben gespeichert, dass ${named.company.name} den Auftrag bekommen hat.`
        : "Danke! Wir haben gespeichert, dass keine der Firmen den Auftrag bekommen hat.",
      hire: { answer, companyId, valueCents, answeredAt: now.toISOString() },
    };
  });
  // A job the company already marked done becomes reviewable now (issue 15 §4).
  if (result.hire.answer === "company") await requestReviewInvitations();
  return result;
}

/**
 * "Meine Daten herunterladen" (issue 14 §3, GDPR Art. 15/20): everything stored about this project
 * and its e-mail address, as one JSON-serialisable object: the project row, its assignments (with
 * the companies' names), its offers and selections, the other projects and the contact messages of
 * the same address, and the e-mails sent to it (recipient, subject, status, times). Writes the
 * audit row "project.export".
 *
 * @throws ApiError 404 PROJECT_ROOM_NOT_FOUND.
 */
export async function exportProjectData(token: string, now: Date = new Date()): Promise<Record<string, unknown>> {
  const projectId = await requireProjectId(token);
  const db = getDb();
  const project = await db.project.findUniqueOrThrow({
    where: { id: projectId },
    include: {
      assignments: {
        select: {
          status: true,
          assignedAt: true,
          endedAt: true,
          contactedAt: true,
          wonValueCents: true,
          expectedCompletion: true,
          jobDoneAt: true,
          company: { select: { name: true } },
        },
      },
      bathroomOffers: {
        omit: { selectionTokenHash: true },
        include: { selections: { select: { selectedTier: true, customerConfirmedAt: true, createdAt: true } } },
      },
    },
  });
  const [otherProjects, contactMessages, emails] = await Promise.all([
    db.project.findMany({
      where: { email: project.email, id: { not: projectId }, erasedAt: null },
      select: { id: true, serviceType: true, zipCode: true, status: true, createdAt: true },
      orderBy: { id: "asc" },
    }),
    db.contactMessage.findMany({
      where: { email: { equals: project.email, mode: "insensitive" } },
      orderBy: { id: "asc" },
    }),
    db.emailOutbox.findMany({
      where: { OR: [{ projectId }, { to: { has: project.email } }] },
      select: { to: true, subject: true, status: true, createdAt: true, sentAt: true },
      orderBy: { id: "asc" },
    }),
  ]);
  await recordAudit(db, { actor: "customer", action: "project.export", entityType: "project", entityId: projectId });
  return {
    exportedAt: now.toISOString(),
    notice: "Alle Daten, die wir zu dieser Anfrage und Ihrer E-Mail-Adresse gespeichert haben (Art. 15 und 20 DSGVO).",
    project,
    otherProjects,
    contactMessages,
    emails,
  };
}

/**
 * Sends the customer new links to every project of `email` that still holds personal data (issue
 * 14 §4): each project gets a new link (earlier links stay valid) and one e-mail lists them.
 * Nothing happens for an address without projects; the caller answers the same either way.
 *
 * @param email The address as typed (compared in lower case, as stored).
 * @returns how many projects got a new link (for tests and logs, never for the client).
 */
export async function sendProjectLinks(email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const projects = await getDb().project.findMany({
    where: { email: address, erasedAt: null },
    select: { id: true },
    orderBy: { id: "desc" },
    take: 20,
  });
  return renewAndSendLinks(
    address,
    projects.map((project) => project.id),
  );
}

/**
 * "Link per E-Mail senden" on /badezimmer-angebote/{id} without the access cookie (issue 14 §4):
 * mails a new link of project `projectId` to the address stored for that project; the links the
 * customer already has stay valid (anyone may call this with any id).
 * Nothing happens for an unknown or erased project; the caller answers the same either way.
 *
 * @returns whether an e-mail was queued (never shown to the client).
 */
export async function sendProjectLinkFor(projectId: number): Promise<boolean> {
  const project = await getDb().project.findUnique({
    where: { id: projectId },
    select: { email: true, erasedAt: true },
  });
  if (!project || project.erasedAt) return false;
  return (await renewAndSendLinks(project.email, [projectId])) > 0;
}

/** New links for `projectIds` (all of address `to`) and one links e-mail, in one transaction. */
async function renewAndSendLinks(to: string, projectIds: readonly number[]): Promise<number> {
  if (projectIds.length === 0) return 0;
  const sent = await getDb().$transaction(async (tx) => {
    const links: { serviceLabel: string; zipCode: string; createdOn: string; roomUrl: string }[] = [];
    for (const id of projectIds) {
      const token = await createRoomLink(tx, id);
      const project = await tx.project.findUniqueOrThrow({
        where: { id },
        select: { serviceType: true, zipCode: true, createdAt: true },
      });
      links.push({
        serviceLabel: serviceName(project.serviceType),
        zipCode: project.zipCode,
        createdOn: new Intl.DateTimeFormat("de-AT", { dateStyle: "medium", timeZone: "Europe/Vienna" }).format(
          project.createdAt,
        ),
        roomUrl: projectRoomUrl(token),
      });
    }
    const email = projectLinksEmail({ projects: links });
    // One e-mail per request (a renewal is never a retry of an earlier one).
    await queueEmail(
      { ...email, to, idempotencyKey: `project-links-${projectIds.join("-")}-${Date.now()}`, projectId: projectIds[0] },
      tx,
    );
    return links.length;
  });
  wakeEmailWorker();
  return sent;
}
