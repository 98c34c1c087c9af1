/**
 * A company's standing, derived from its records: the services its checked, active licences cover, the
 * expiry of its accepted insurance, and the pause with its reasons. Matching reads only these columns.
 * A register that did not answer ("unavailable") never changes the standing: the last definitive answer counts.
 */
import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { companyPausedAlertEmail, leadsPausedEmail } from "@/lib/email/templates-verification";
import type { Prisma } from "@/lib/generated/prisma/client";
import { alertRecipients } from "@/lib/alerts/admin-alerts";
import { formatIsoDay, viennaToday } from "@/lib/time/vienna";
import { servicesCoveredBy } from "@/lib/verification/licences";
import type { GisaDetails } from "@/lib/verification/types";

/** Why a company gets no new leads. */
export type PauseReason = "licence" | "vat" | "insurance";

export interface CompanyStanding {
  licensedServices: string[];
  /** ISO day of the accepted insurance's expiry, or null. */
  insuranceValidUntil: string | null;
  pausedReasons: PauseReason[];
  /** The pause started with this refresh (company and team were told). */
  newlyPaused: boolean;
}

/** German sentence for a pause reason, shown to the company and the admin. */
export function pauseReasonText(reason: PauseReason, insuranceValidUntil: string | null = null): string {
  switch (reason) {
    case "licence":
      return "Ihre Gewerbeberechtigung ist laut GISA nicht mehr aufrecht oder deckt Ihre Leistungen nicht ab.";
    case "vat":
      return "Ihre UID-Nummer ist laut VIES nicht gültig.";
    case "insurance":
      return insuranceValidUntil
        ? `Ihre Haftpflichtversicherung ist am ${formatIsoDay(insuranceValidUntil)} abgelaufen.`
        : "Ihre Haftpflichtversicherung ist abgelaufen.";
  }
}

/** The active licences' wordings of a GISA answer. */
export function activeLicenceWordings(details: GisaDetails | null): string[] {
  return (details?.licences ?? []).filter((licence) => licence.status === "active").map((licence) => licence.wording);
}

/** A GISA check's details; an admin's override records the services it vouches for in `manualServices`. */
export type ManualGisaDetails = GisaDetails & { manualServices?: string[]; reason?: string };

/** The services a definitive GISA check covers: its active licences', or the override's services. */
export function gisaLicensedServices(outcome: string, details: ManualGisaDetails | null): string[] {
  if (outcome !== "valid") return [];
  return details?.manualServices ?? servicesCoveredBy(activeLicenceWordings(details));
}

const isoDay = (value: Date | null): string | null => (value ? value.toISOString().slice(0, 10) : null);

/**
 * Recomputes and stores company `companyId`'s standing from its latest definitive checks and accepted
 * insurance documents, as of `now`. A new pause of a verified company queues an e-mail to the company and
 * an alert to the team (in `db` when given). Returns the standing; null when the company does not exist.
 */
export async function refreshCompanyStanding(
  companyId: number,
  db?: Prisma.TransactionClient,
  now: Date = new Date(),
): Promise<CompanyStanding | null> {
  const run = async (tx: Prisma.TransactionClient) => {
    const [company] = await tx.$queryRaw<
      {
        name: string;
        services: string[];
        vatId: string | null;
        gisaNumber: string | null;
        verified: boolean;
        deactivatedAt: Date | null;
        leadsPausedAt: Date | null;
        leadsPausedReasons: string[];
        contactEmail: string | null;
        userEmail: string | null;
      }[]
    >`SELECT c.name, c.services, c.vat_id AS "vatId", c.gisa_number AS "gisaNumber", c.verified,
             c.deactivated_at AS "deactivatedAt", c.leads_paused_at AS "leadsPausedAt",
             c.leads_paused_reasons AS "leadsPausedReasons", c.contact_email AS "contactEmail", u.email AS "userEmail"
      FROM companies c LEFT JOIN users u ON u.id = c.user_id AND u.disabled_at IS NULL
      WHERE c.id = ${companyId} FOR UPDATE OF c`;
    if (!company) return null;
    const latest = async (source: string) =>
      tx.verificationCheck.findFirst({
        where: { companyId, source, outcome: { in: ["valid", "invalid"] } },
        orderBy: [{ checkedAt: "desc" }, { id: "desc" }],
        select: { outcome: true, details: true, query: true },
      });
    const [gisa, vies, insurance] = await Promise.all([
      latest("gisa"),
      latest("vies"),
      tx.insuranceDocument.aggregate({ where: { companyId, status: "accepted" }, _max: { validUntil: true } }),
    ]);
    const reasons: PauseReason[] = [];
    let licensedServices: string[] = [];
    if (gisa) {
      licensedServices = gisaLicensedServices(gisa.outcome, gisa.details as ManualGisaDetails | null);
      // Not found, or no active licence left: the company pauses (a licence for other work simply gets no leads).
      if (licensedServices.length === 0) reasons.push("licence");
    }
    const viesQuery = vies?.query as { vatNumber?: string; countryCode?: string } | undefined;
    const checkedVat = viesQuery ? `${viesQuery.countryCode ?? ""}${viesQuery.vatNumber ?? ""}` : null;
    if (vies?.outcome === "invalid" && company.vatId && checkedVat === company.vatId.replace(/\s/g, "").toUpperCase())
      reasons.push("vat");
    const insuranceValidUntil = isoDay(insurance._max.validUntil);
    if (insuranceValidUntil && insuranceValidUntil < viennaToday(now)) reasons.push("insurance");

    const wasPaused = company.leadsPausedAt !== null;
    const newReasons = reasons.filter((reason) => !company.leadsPausedReasons.includes(reason));
    await tx.company.update({
      where: { id: companyId },
      data: {
        licensedServices,
        insuranceValidUntil: insurance._max.validUntil,
        leadsPausedAt: reasons.length === 0 ? null : wasPaused ? undefined : now,
        leadsPausedReasons: reasons,
      },
    });
    const tellsSomeone = newReasons.length > 0 && company.verified && !company.deactivatedAt;
    if (tellsSomeone) {
      const texts = reasons.map((reason) => pauseReasonText(reason, insuranceValidUntil));
      const key = `company-paused-${companyId}-${reasons.join("-")}-${viennaToday(now)}`;
      const to = company.contactEmail?.trim() || company.userEmail;
      if (to) {
        await queueEmail(
          {
            ...leadsPausedEmail({
              companyName: company.name,
              reasons: texts,
              dashboardUrl: new URL("/company-dashboard", env.SITE_URL).toString(),
            }),
            to,
            idempotencyKey: key,
            companyId,
          },
          tx,
        );
      }
      const team = await alertRecipients(tx);
      if (team.length > 0) {
        await queueEmail(
          {
            ...companyPausedAlertEmail({
              companyName: company.name,
              reasons: texts,
              url: new URL("/admin-dashboard/companies", env.SITE_URL).toString(),
            }),
            to: team,
            idempotencyKey: `alert-${key}`,
          },
          tx,
        );
      }
    }
    return { licensedServices, insuranceValidUntil, pausedReasons: reasons, newlyPaused: tellsSomeone };
  };
  if (db) return run(db);
  const standing = await getDb().$transaction(run);
  if (standing?.newlyPaused) wakeEmailWorker();
  return standing;
}
