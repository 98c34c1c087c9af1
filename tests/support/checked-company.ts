/**
 * A company whose checks passed, as create data to spread into a test company: an override's GISA record
 * for every catalogue service, an accepted insurance confirmation until 2099, and the standing derived from
 * them (so a later refresh of the standing keeps it). Tests that need a company to get leads use it.
 */
import { SERVICE_IDS } from "@/lib/content/service-catalog";

const UNTIL = new Date("2099-12-31T00:00:00Z");

export const CHECKED_COMPANY = {
  licensedServices: [...SERVICE_IDS] as string[],
  insuranceValidUntil: UNTIL,
  verificationChecks: {
    create: {
      source: "gisa",
      query: { manualBy: "test" },
      outcome: "valid",
      details: { holderName: null, licences: [], manualServices: [...SERVICE_IDS], reason: "Testdaten" },
      checkedAt: new Date("2026-01-01T00:00:00Z"),
    },
  },
  insuranceDocuments: {
    create: {
      insurer: "Testversicherung",
      sumInsuredCents: 100_000_000n,
      validUntil: UNTIL,
      fileName: "polizze.pdf",
      contentType: "application/pdf",
      sizeBytes: 8,
      content: Buffer.from("%PDF-1.4"),
      status: "accepted",
    },
  },
};
