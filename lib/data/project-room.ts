/**
 * The customer's project room "Mein Projekt" behind a personal link token. Any bad token (unknown,
 * malformed, revoked, expired, erased) is the same null / NotFoundError, so nothing reveals whether
 * a project exists.
 */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import { getProjectOfferState } from "@/lib/data/bathroom-offers";
import { eraseProject, withdrawConsent } from "@/lib/projects/privacy";
import { recordAudit } from "@/lib/data/audit-log";
import { syncCommissionEntry } from "@/lib/invoices/ledger";
import { getDb } from "@/lib/db";
import { companyProfilePath } from "@/lib/domain/company-slug";
import { answerRowsForQuiz, parseQuizAnswers } from "@/lib/domain/lead-labels";
import type { QuizQuestion } from "@/lib/domain/quiz-types";
import { isBathroomOfferService, OFFER_STATUS_APPROVED } from "@/lib/domain/bathroom-offer-types";
import { rankOffers, type RankedOffer } from "@/lib/domain/offer-display";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { projectLinksEmail } from "@/lib/email/templates-customer";
import { NotFoundError, ValidationError } from "@/lib/errors";
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

export const PROJECT_ROOM_NOT_FOUND = "Projekt nicht gefunden. Der Link ist ungültig oder wurde erneuert.";

export interface ProjectRoomCompany {
  companyId: number;
  name: string;
  /** ISO; null when not (or no longer) verified. */
  verifiedSince: string | null;
  phone: string | null;
  email: string | null;
  assignedAt: string;
  /** When the admin removed it (ISO); it keeps the data it received. null: active. */
  endedAt?: string | null;
  status: string;
  /** Public profile path; null when it has none. */
  profilePath: string | null;
  /** ISO; null: not yet contacted. */
  contactedAt: string | null;
  jobDoneAt: string | null;
}

/** The customer's answer "Wer hat den Auftrag bekommen?"; null while unanswered. */
export interface ProjectRoomHire {
  answer: "company" | "none";
  companyId: number | null;
  /** Gross euro cents; null when not given. */
  valueCents: number | null;
  answeredAt: string;
}

export interface ProjectRoomStep {
  key: "received" | "selected" | "contacted" | "hired" | "done";
  label: string;
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
  hire: ProjectRoomHire | null;
  hasBathroomOffers: boolean;
  offers: ProjectRoomOffers | null;
  /** Newest first. */
  links: RoomLinkSummary[];
}

/** The room's bathroom offers: pending, failed, or the tiers ranked as on /badezimmer-angebote/{id}. */
export type ProjectRoomOffers =
  | { status: "generating" }
  | { status: "failed" }
  | { status: "ready"; ranked: RankedOffer[]; approvedAt: string | null };

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

async function projectIdOfToken(token: string): Promise<number | null> {
  return (await resolveRoomLink(token))?.projectId ?? null;
}

/** The project id of `token` (the offers API accepts it as proof); null for any bad token. */
export async function projectIdForAccessToken(token: string): Promise<number | null> {
  return projectIdOfToken(token);
}

export async function approvedOfferLinkId(projectId: number): Promise<string | null> {
  const offer = await getDb().bathroomOffer.findFirst({
    where: { projectId, status: OFFER_STATUS_APPROVED },
    orderBy: { id: "desc" },
    select: { uniqueLinkId: true },
  });
  return offer?.uniqueLinkId ?? null;
}

/** @throws NotFoundError PROJECT_ROOM_NOT_FOUND */
async function requireProjectId(token: string): Promise<number> {
  const id = await projectIdOfToken(token);
  if (id === null) throw new NotFoundError(PROJECT_ROOM_NOT_FOUND);
  return id;
}

/** Opens the room; the first opening confirms the e-mail address. Null for any bad token. */
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
          // When the company first set the Gewonnen it still holds.
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

export const ROOM_LINK_MESSAGES = {
  revoked: "Der Link wurde widerrufen und funktioniert nicht mehr.",
  revokedCurrent:
    "Dieser Link wurde widerrufen. Öffnen Sie „Mein Projekt“ künftig über einen anderen Link oder fordern Sie einen neuen an.",
  notFound: "Dieser Link ist nicht (mehr) gültig.",
} as const;

/**
 * "Link widerrufen": revokes one of the project's links (also the one in use); the others stay valid.
 * @throws NotFoundError PROJECT_ROOM_NOT_FOUND for a bad token; NotFoundError ROOM_LINK_MESSAGES.notFound for
 *   a link of another project, already revoked or expired.
 */
export async function revokeRoomLinkByCustomer(
  token: string,
  linkId: number,
  now: Date = new Date(),
): Promise<{ message: string; revokedCurrent: boolean }> {
  const used = await resolveRoomLink(token, now);
  if (!used) throw new NotFoundError(PROJECT_ROOM_NOT_FOUND);
  const revokedCurrent = used.linkId === linkId;
  await getDb().$transaction(async (tx) => {
    const { count } = await tx.projectRoomLink.updateMany({
      where: { id: linkId, projectId: used.projectId, ...validRoomLinkWhere(now) },
      data: { revokedAt: now },
    });
    if (count === 0) throw new NotFoundError(ROOM_LINK_MESSAGES.notFound);
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

function earliest(dates: readonly (Date | null | undefined)[]): Date | null {
  let first: Date | null = null;
  for (const date of dates) if (date && (!first || date < first)) first = date;
  return first;
}

/**
 * The progress line: received → companies selected → contacted → job given → done (a withdrawal
 * is no completion).
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

/** "Anfrage zurückziehen" (idempotent). @throws NotFoundError PROJECT_ROOM_NOT_FOUND */
export async function withdrawProjectByCustomer(token: string): Promise<void> {
  const projectId = await requireProjectId(token);
  await withdrawConsent(projectId, new Date(), "customer");
}

/** "Meine Daten löschen": see `eraseProject`. @throws NotFoundError PROJECT_ROOM_NOT_FOUND */
export async function eraseProjectByCustomer(token: string): Promise<void> {
  const projectId = await requireProjectId(token);
  const { email } = await getDb().project.findUniqueOrThrow({ where: { id: projectId }, select: { email: true } });
  await eraseProject("customer", projectId, email);
}

export const HIRE_ANSWER_ERRORS = {
  unknownCompany: "Bitte wählen Sie eine der Firmen, die Ihre Anfrage erhalten haben, oder „Keine der Firmen“.",
} as const;

export interface HireAnswerResult {
  message: string;
  hire: ProjectRoomHire;
}

/**
 * Stores the customer's hire answer (a company or "keine der Firmen", optional value in euro cents)
 * and brings every assignment's commission entry in line, in one transaction. Can be changed any time.
 * @throws NotFoundError PROJECT_ROOM_NOT_FOUND; ValidationError when `hired` is not one of the project's companies.
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
    if (!project || project.erasedAt) throw new NotFoundError(PROJECT_ROOM_NOT_FOUND);
    const assignments = await tx.projectAssignment.findMany({
      where: { projectId },
      select: { id: true, companyId: true, company: { select: { name: true } } },
    });
    const companyId = input.hired === "none" ? null : Number(input.hired);
    const named = companyId === null ? null : assignments.find((assignment) => assignment.companyId === companyId);
    if (companyId !== null && !named)
      throw new ValidationError(HIRE_ANSWER_ERRORS.unknownCompany, { hired: HIRE_ANSWER_ERRORS.unknownCompany });
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
  if (result.hire.answer === "company") await requestReviewInvitations();
  return result;
}

/**
 * "Meine Daten herunterladen" (GDPR Art. 15/20): everything stored about the project and its e-mail
 * address as one JSON-serialisable object.
 * @throws NotFoundError PROJECT_ROOM_NOT_FOUND.
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
 * E-mails new links to every project of `email` that still holds personal data (earlier links stay
 * valid). Returns the count, never for the client: callers answer the same either way.
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
 * Mails a new link of `projectId` to its stored address (anyone may call this). Returns whether an
 * e-mail was queued, never for the client.
 */
export async function sendProjectLinkFor(projectId: number): Promise<boolean> {
  const project = await getDb().project.findUnique({
    where: { id: projectId },
    select: { email: true, erasedAt: true },
  });
  if (!project || project.erasedAt) return false;
  return (await renewAndSendLinks(project.email, [projectId])) > 0;
}

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
    await queueEmail(
      { ...email, to, idempotencyKey: `project-links-${projectIds.join("-")}-${Date.now()}`, projectId: projectIds[0] },
      tx,
    );
    return links.length;
  });
  wakeEmailWorker();
  return sent;
}
