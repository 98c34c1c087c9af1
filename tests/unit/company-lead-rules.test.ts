/**
 * Pure rules of a lead's lifecycle on the company's side: the 24-hour contact
 * deadline, completion months (Vienna month of the assignment up to 3 years ahead), the order value
 * input, the status-change body and the German history labels; and the profile's UID number and
 * districts.
 */
import {
  addMonths,
  assignmentEventLabel,
  completionMonthBounds,
  completionMonthError,
  isContactOverdue,
} from "@/lib/domain/company-lead";
import { leadStatusChangeSchema, wonValueError } from "@/lib/validation/company-lead";
import { companyProfileSchema, VIENNA_POSTCODES } from "@/lib/validation/company-profile";

const HOUR = 3_600_000;

describe("isContactOverdue", () => {
  const assignedAt = "2026-11-24T10:00:00.000Z";
  const at = (hours: number) => new Date(Date.parse(assignedAt) + hours * HOUR);

  it("is true from 24 hours after the assignment while the lead is Offen and not contacted", () => {
    expect(isContactOverdue({ status: "Offen", contactedAt: null, assignedAt }, at(23.99))).toBe(false);
    expect(isContactOverdue({ status: "Offen", contactedAt: null, assignedAt }, at(24))).toBe(true);
    expect(isContactOverdue({ status: "Offen", contactedAt: at(30).toISOString(), assignedAt }, at(48))).toBe(false);
    expect(isContactOverdue({ status: "Verloren", contactedAt: null, assignedAt }, at(48))).toBe(false);
  });
});

describe("completion months", () => {
  it("adds months across years", () => {
    expect(addMonths("2026-11", 3)).toBe("2027-02");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-11", 36)).toBe("2029-11");
  });

  it("takes the Vienna month of the assignment (23:30 UTC on 31 October is November in Vienna)", () => {
    expect(completionMonthBounds("2026-10-31T23:30:00.000Z", new Date("2027-01-15T12:00:00.000Z"))).toEqual({
      min: "2026-11",
      max: "2030-01",
    });
  });

  it("names a month before the assignment, too far ahead or malformed in German", () => {
    const bounds = { min: "2026-11", max: "2029-11" };
    expect(completionMonthError("2026-11", bounds)).toBeNull();
    expect(completionMonthError("2029-11", bounds)).toBeNull();
    expect(completionMonthError("2026-10", bounds)).toBe(
      "Der Fertigstellungsmonat darf nicht vor dem Monat der Zuweisung (November 2026) liegen.",
    );
    expect(completionMonthError("2029-12", bounds)).toBe(
      "Der Fertigstellungsmonat darf höchstens 3 Jahre in der Zukunft liegen.",
    );
    expect(completionMonthError("2027-13", bounds)).toBe("Bitte geben Sie den Monat im Format JJJJ-MM an.");
  });
});

describe("order value and status body", () => {
  it("accepts more than 0 and at most 10,000,000 euros", () => {
    expect(wonValueError("12.500,50")).toBeNull();
    expect(wonValueError("10.000.000")).toBeNull();
    expect(wonValueError("10.000.000,01")).toBe("Der Auftragswert darf höchstens 10.000.000 € betragen.");
    expect(wonValueError("0,00")).toBe("Der Auftragswert muss größer als 0 € sein.");
    expect(wonValueError("")).toBe("Bitte geben Sie den Auftragswert in Euro an.");
    expect(wonValueError("12,345")).toBe("Bitte geben Sie einen gültigen Betrag in Euro an (z. B. 12.500,00).");
  });

  it("turns Gewonnen into cents and month, and drops value and month for other statuses", () => {
    expect(
      leadStatusChangeSchema.parse({ status: "Gewonnen", wonValue: "12.500,50", expectedCompletion: "2027-03" }),
    ).toEqual({
      status: "Gewonnen",
      wonValueCents: 1_250_050,
      expectedCompletion: "2027-03",
      reason: null,
    });
    expect(
      leadStatusChangeSchema.parse({
        status: "Verloren",
        wonValue: "1",
        expectedCompletion: "2027-03",
        reason: "  Kunde sagt ab ",
      }),
    ).toEqual({
      status: "Verloren",
      wonValueCents: null,
      expectedCompletion: null,
      reason: "Kunde sagt ab",
    });
    expect(leadStatusChangeSchema.safeParse({ status: "Offen", reason: "x".repeat(1001) }).success).toBe(false);
  });
});

describe("assignmentEventLabel", () => {
  it("reads each kind of entry in German", () => {
    expect(assignmentEventLabel({ kind: "contacted", fromStatus: null, toStatus: null, wonValueCents: null })).toBe(
      "Als kontaktiert markiert",
    );
    expect(
      assignmentEventLabel({ kind: "status", fromStatus: "Offen", toStatus: "Verloren", wonValueCents: null }),
    ).toBe("Status: Offen → Verloren");
    expect(
      assignmentEventLabel({ kind: "status", fromStatus: "Gewonnen", toStatus: "Gewonnen", wonValueCents: 110_000 }),
    ).toMatch(/^Auftragswert korrigiert: €\s1\.100,00$/);
    expect(assignmentEventLabel({ kind: "done", fromStatus: null, toStatus: null, wonValueCents: null })).toBe(
      "Auftrag abgeschlossen",
    );
  });
});

describe("profile: UID number and districts", () => {
  const base = {
    contactPhone: "01 2345678",
    contactEmail: "a@example.at",
    contactInfo: "Gasse 1",
    zipCode: "1070",
    city: "Wien",
    services: ["Maler"],
  };

  it("lists Vienna's 23 postcodes", () => {
    expect(VIENNA_POSTCODES).toHaveLength(23);
    expect(VIENNA_POSTCODES[0]).toBe("1010");
    expect(VIENNA_POSTCODES[22]).toBe("1230");
  });

  it("normalises the UID number and keeps absent fields absent", () => {
    expect(companyProfileSchema.parse({ ...base, vatId: " atu12345678 " }).vatId).toBe("ATU12345678");
    expect(companyProfileSchema.parse({ ...base, vatId: "" }).vatId).toBeNull();
    const untouched = companyProfileSchema.parse(base);
    expect(untouched.vatId).toBeUndefined();
    expect(untouched.districts).toBeUndefined();
    expect(companyProfileSchema.safeParse({ ...base, vatId: "ATU1234567" }).success).toBe(false);
    expect(companyProfileSchema.safeParse({ ...base, districts: ["1240"] }).success).toBe(false);
  });
});
