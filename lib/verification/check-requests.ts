/** Check rounds on request (admin or the company itself): changed register numbers and fresh checks, audited. */
import "server-only";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { lockRowById } from "@/lib/db/sql";
import { wakeWorker } from "@/lib/jobs/boss";
import { VERIFICATION_CHECK_QUEUE } from "@/lib/jobs/queue-names";
import { NotFoundError } from "@/lib/errors";
import type { CompanyChecksRequest } from "@/lib/validation/verification";
import { companyReadiness, registrationReadiness, type Readiness } from "@/lib/verification/approval";
import { queueCompanyChecks } from "@/lib/verification/checks";
import { pauseReasonText, type PauseReason } from "@/lib/verification/standing";
import type { CompanyStandingView } from "@/lib/verification/types";

export const CHECKS_COMPANY_NOT_FOUND = "Firma nicht gefunden.";

/**
 * Stores changed register numbers of company `companyId` and queues a check of every register (audited as
 * "company.checks"); the answers arrive as jobs finish. Returns the readiness right after queueing.
 * @throws NotFoundError when the company does not exist.
 */
export async function requestCompanyChecks(
  companyId: number,
  input: CompanyChecksRequest,
  actor: AuditActor,
): Promise<Readiness> {
  const readiness = await getDb().$transaction(async (tx) => {
    if (!(await lockRowById(tx, "companies", companyId))) throw new NotFoundError(CHECKS_COMPANY_NOT_FOUND);
    const current = await tx.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { gisaNumber: true, fnNumber: true },
    });
    const data: { gisaNumber?: string; fnNumber?: string | null } = {};
    if (input.gisaNumber !== undefined && input.gisaNumber !== current.gisaNumber) data.gisaNumber = input.gisaNumber;
    if (input.fnNumber !== undefined && input.fnNumber !== current.fnNumber) data.fnNumber = input.fnNumber;
    if (Object.keys(data).length > 0) await tx.company.update({ where: { id: companyId }, data });
    const checkIds = await queueCompanyChecks(companyId, tx);
    await recordAudit(tx, {
      actor,
      action: "company.checks",
      entityType: "company",
      entityId: companyId,
      before: Object.keys(data).length > 0 ? current : undefined,
      after: { ...data, checkIds },
    });
    return companyReadiness(companyId, tx);
  });
  wakeWorker(VERIFICATION_CHECK_QUEUE);
  return readiness;
}

/** The checks and standing of company `companyId`. @throws NotFoundError when it does not exist */
export async function getCompanyChecks(
  companyId: number,
): Promise<{ readiness: Readiness; standing: CompanyStandingView }> {
  const company = await getDb().company.findUnique({
    where: { id: companyId },
    select: {
      gisaNumber: true,
      vatId: true,
      fnNumber: true,
      verified: true,
      licensedServices: true,
      insuranceValidUntil: true,
      leadsPausedAt: true,
      leadsPausedReasons: true,
    },
  });
  if (!company) throw new NotFoundError(CHECKS_COMPANY_NOT_FOUND);
  const insuranceValidUntil = company.insuranceValidUntil?.toISOString().slice(0, 10) ?? null;
  return {
    readiness: await companyReadiness(companyId),
    standing: {
      ...company,
      insuranceValidUntil,
      leadsPausedAt: company.leadsPausedAt?.toISOString() ?? null,
      pauseReasons: company.leadsPausedReasons.map((reason) =>
        pauseReasonText(reason as PauseReason, insuranceValidUntil),
      ),
    },
  };
}

/** The readiness of registration `registrationId`. @throws NotFoundError when it does not exist */
export async function getRegistrationChecks(registrationId: number): Promise<Readiness> {
  const exists = await getDb().companyRegistration.findUnique({ where: { id: registrationId }, select: { id: true } });
  if (!exists) throw new NotFoundError("Firmenanmeldung nicht gefunden.");
  return registrationReadiness(registrationId);
}
