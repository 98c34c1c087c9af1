/** What the customer does in the room: revoke a link, withdraw, erase, say who got the job. */
import "server-only";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { syncCommissionEntry } from "@/lib/invoices/ledger";
import { eraseProject, withdrawConsent } from "@/lib/projects/privacy";
import { requestReviewInvitations } from "@/lib/reviews/invitations";
import type { HireAnswerInput } from "@/lib/validation/project-room";
import { resolveRoomLink, validRoomLinkWhere } from "./room-links";
import { PROJECT_ROOM_NOT_FOUND, requireProjectId, type ProjectRoomHire } from "./room";
import { NotFoundError, ValidationError } from "@/lib/errors";

export const ROOM_LINK_MESSAGES = {
  revoked: "Der Link wurde widerrufen und funktioniert nicht mehr.",
  revokedCurrent:
    "Dieser Link wurde widerrufen. Öffnen Sie „Mein Projekt“ künftig über einen anderen Link " +
    "oder fordern Sie einen neuen an.",
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
      SELECT hire_answer AS "hireAnswer", hired_company_id AS "hiredCompanyId",
             hire_value_cents AS "hireValueCents", erased_at AS "erasedAt"
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
