/** What a company sees of its own checks: each required item, the services it gets leads for, and why not. */
import "server-only";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { formatIsoDay, viennaToday } from "@/lib/time/vienna";
import { companyReadiness } from "@/lib/verification/approval";
import { pauseReasonText, type PauseReason } from "@/lib/verification/standing";
import type { OwnVerification } from "@/lib/verification/types";

/**
 * Company `companyId`'s checks as it may read them (no raw register answers), as of `now`.
 * @throws NotFoundError when the company does not exist.
 */
export async function getOwnVerification(companyId: number, now: Date = new Date()): Promise<OwnVerification> {
  const company = await getDb().company.findUnique({
    where: { id: companyId },
    select: {
      gisaNumber: true,
      services: true,
      licensedServices: true,
      insuranceValidUntil: true,
      leadsPausedAt: true,
      leadsPausedReasons: true,
    },
  });
  if (!company) throw new NotFoundError("Firma nicht gefunden.");
  const readiness = await companyReadiness(companyId);
  const insuranceValidUntil = company.insuranceValidUntil?.toISOString().slice(0, 10) ?? null;
  const noLeadsBecause = company.leadsPausedReasons.map((reason) =>
    pauseReasonText(reason as PauseReason, insuranceValidUntil),
  );
  if (company.licensedServices.length === 0 && !company.leadsPausedReasons.includes("licence"))
    noLeadsBecause.push("Ihre Gewerbeberechtigung ist noch nicht geprüft.");
  if (!insuranceValidUntil)
    noLeadsBecause.push("Es liegt keine angenommene Bestätigung Ihrer Haftpflichtversicherung vor.");
  else if (insuranceValidUntil < viennaToday(now) && !company.leadsPausedReasons.includes("insurance"))
    noLeadsBecause.push(`Ihre Haftpflichtversicherung ist am ${formatIsoDay(insuranceValidUntil)} abgelaufen.`);
  return {
    items: readiness.items.map(({ key, label, state, text, checkedAt }) => ({
      key,
      label,
      state,
      // Register errors are the operator's business; the company reads that the check is repeated.
      text: state === "unavailable" ? "Register derzeit nicht erreichbar, die Prüfung wird wiederholt" : text,
      checkedAt,
    })),
    gisaNumber: company.gisaNumber,
    licensedServices: company.licensedServices.filter((service) => company.services.includes(service)),
    unlicensedServices: company.services.filter((service) => !company.licensedServices.includes(service)),
    insuranceValidUntil,
    leadsPausedAt: company.leadsPausedAt?.toISOString() ?? null,
    noLeadsBecause,
  };
}
