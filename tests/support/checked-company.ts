/**
 * A company whose register checks and insurance passed: CHECKED_COMPANY is the standing to spread into a company's
 * create data (every catalogue service licensed, insured until 2099); recordPassedChecks adds the records behind
 * it, for tests whose admin actions recompute the standing (verifying, changing services).
 */
import { SERVICE_IDS } from "@/lib/content/service-catalog";
import { getDb } from "@/lib/db";

export const CHECKED_COMPANY: { licensedServices: string[]; insuranceValidUntil: Date } = {
  licensedServices: [...SERVICE_IDS],
  insuranceValidUntil: new Date("2099-12-31T00:00:00Z"),
};

/**
 * Records a passed GISA check (an admin's confirmation of every catalogue service) and an accepted insurance
 * valid until 2099 for company `companyId`, and sets the standing they yield, so that a recomputation
 * (lib/verification/standing.ts) keeps the company eligible.
 */
export async function recordPassedChecks(companyId: number): Promise<void> {
  const db = getDb();
  await db.verificationCheck.create({
    data: {
      companyId,
      source: "gisa",
      query: { manualBy: "test" },
      outcome: "valid",
      details: { holderName: null, licences: [], manualServices: [...SERVICE_IDS], reason: "Testbetrieb" },
      checkedAt: new Date(),
    },
  });
  await db.insuranceDocument.create({
    data: {
      companyId,
      insurer: "Test Versicherung AG",
      sumInsuredCents: 100_000_000n,
      validUntil: CHECKED_COMPANY.insuranceValidUntil,
      fileName: "versicherung.pdf",
      contentType: "application/pdf",
      sizeBytes: 4,
      content: Buffer.from("%PDF"),
      status: "accepted",
    },
  });
  await db.company.update({ where: { id: companyId }, data: CHECKED_COMPANY });
}
