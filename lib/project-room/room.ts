/**
 * The customer's project room "Mein Projekt" behind a personal link token. Any bad token (unknown,
 * malformed, revoked, expired, erased) is the same null / 404, so nothing reveals whether a project exists.
 */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import { getProjectOfferState } from "@/lib/data/bathroom-offers";
import { EMPTY_COMPANY_STATS, getCompanyStats } from "@/lib/data/company-stats";
import { publicResponseMedianMs } from "@/lib/domain/response-time";
import { getDb } from "@/lib/db";
import { isBathroomOfferService, OFFER_STATUS_APPROVED } from "@/lib/domain/bathroom-offer-types";
import { companyProfilePath } from "@/lib/domain/company-slug";
import { answerRowsForQuiz, parseQuizAnswers } from "@/lib/domain/lead-labels";
import { rankOffers, type RankedOffer } from "@/lib/domain/offer-display";
import type { PossibleSubsidy } from "@/lib/domain/subsidies";
import type { QuizQuestion } from "@/lib/domain/quiz-types";
import { listRoomLinks, resolveRoomLink, type RoomLinkSummary } from "./room-links";
import { NotFoundError } from "@/lib/errors";
import { projectSubsidies } from "@/lib/subsidies/project-subsidies";
import { companyCheckSummaries, type CheckSummary } from "@/lib/verification/summary";

export const PROJECT_ROOM_NOT_FOUND = "Projekt nicht gefunden. Der Link ist ungültig oder wurde erneuert.";

export interface ProjectRoomCompany {
  companyId: number;
  name: string;
  /** ISO; null when not (or no longer) verified. */
  verifiedSince: string | null;
  /** Register and insurance checks as of now ("geprüft" only when `checks.checked`). */
  checks: CheckSummary;
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
  /** When the customer released the contact data to it (ISO); null: it sees only request, PLZ and first name. */
  contactReleasedAt: string | null;
  /** Average of its visible reviews (1–5); null without reviews. */
  ratingAverage: number | null;
  ratingCount: number;
  /** Published median response time (ms); null below the minimum sample. */
  responseMedianMs: number | null;
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
  /** "Mögliche Förderung": current rules of the service not excluded by the answers (empty: hide the card). */
  subsidies: PossibleSubsidy[];
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
export async function requireProjectId(token: string): Promise<number> {
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
          contactReleasedAt: true,
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
  const companyIds = project.assignments.map((assignment) => assignment.companyId);
  const [checks, stats] = await Promise.all([
    companyCheckSummaries(companyIds, db, now),
    getCompanyStats(companyIds, now),
  ]);
  const companies = project.assignments.map((assignment) => ({
    companyId: assignment.companyId,
    name: assignment.company.name,
    verifiedSince: assignment.company.verified ? (assignment.company.verifiedAt?.toISOString() ?? null) : null,
    checks: checks.get(assignment.companyId)!,
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
    contactReleasedAt: assignment.contactReleasedAt?.toISOString() ?? null,
    ratingAverage: stats.get(assignment.companyId)?.ratingAverage ?? null,
    ratingCount: stats.get(assignment.companyId)?.ratingCount ?? 0,
    responseMedianMs: publicResponseMedianMs(stats.get(assignment.companyId) ?? EMPTY_COMPANY_STATS),
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
  const offers = isBathroomOfferService(project.serviceType) ? await roomOffers(project.id) : null;
  const answers = parseQuizAnswers(project.quizAnswers);
  const subsidies = await projectSubsidies(project, offers?.status === "ready" ? offers.ranked : null, now);
  return {
    projectId: project.id,
    serviceType: project.serviceType,
    serviceLabel: serviceName(project.serviceType),
    zipCode: project.zipCode,
    name: project.name,
    email: project.email,
    phone: project.phone,
    createdAt: project.createdAt.toISOString(),
    answers: answerRowsForQuiz(answers, questions),
    consent: { acceptedAt: project.gdprAcceptedAt.toISOString(), privacyPolicyVersion: project.privacyPolicyVersion },
    status: project.status,
    emailConfirmedAt: project.emailConfirmedAt?.toISOString() ?? null,
    withdrawnAt: project.consentWithdrawnAt?.toISOString() ?? null,
    steps: progressSteps(project, project.assignments),
    companies,
    hire,
    hasBathroomOffers: isBathroomOfferService(project.serviceType),
    offers,
    subsidies,
    links: await listRoomLinks(project.id, link.linkId, now),
  };
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
