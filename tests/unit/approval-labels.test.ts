/**
 * Label and format helpers of the admin's approval screens (lib/domain/approval-labels.ts,
 * lib/domain/onboarding-labels.ts) and the approval bodies and route ids (lib/validation/admin-approvals.ts).
 */
import {
  decidedByText,
  duplicateHint,
  advertisingStatusToast,
  approvalStatusLabel,
  availabilityPeriods,
  offerStatusLabel,
  onboardingDecisionToast,
  registrationDecisionToast,
  safeExternalUrl,
} from "@/lib/domain/approval-labels";
import {
  calendarSharingLabel,
  cashPaymentAcceptanceLabel,
  documentProofLabel,
  onboardingServiceLabels,
  paymentMethodLabel,
  preferredChannelLabels,
  pricingAvailableLabel,
  typicalStartTimeLabel,
} from "@/lib/domain/onboarding-labels";
import {
  CALENDAR_SHARING_VALUES,
  CASH_PAYMENT_ACCEPTANCE_VALUES,
  DOCUMENT_PROOF_VALUES,
  ONBOARDING_SERVICE_VALUES,
  PAYMENT_METHOD_VALUES,
  PREFERRED_CHANNEL_VALUES,
  PRICING_AVAILABLE_VALUES,
  TYPICAL_START_TIME_VALUES,
} from "@/lib/domain/partner-choices";
import { parseId } from "@/lib/domain/ids";
import {
  advertisingStatusSchema,
  onboardingStatusSchema,
  registrationStatusSchema,
} from "@/lib/validation/admin-approvals";

describe("status labels (§2)", () => {
  it("labels registration, onboarding and advertising statuses Wartend/Genehmigt/Abgelehnt", () => {
    expect(approvalStatusLabel("pending")).toBe("Wartend");
    expect(approvalStatusLabel("approved")).toBe("Genehmigt");
    expect(approvalStatusLabel("rejected")).toBe("Abgelehnt");
    expect(approvalStatusLabel("archived")).toBe("archived");
  });

  it("labels an AI offer Genehmigt only when approved, else Ausstehend", () => {
    expect(offerStatusLabel("approved")).toBe("Genehmigt");
    expect(offerStatusLabel("pending")).toBe("Ausstehend");
    expect(offerStatusLabel("failed")).toBe("Fehlgeschlagen");
    expect(offerStatusLabel("whatever")).toBe("Ausstehend");
  });
});

describe("success toasts (§8)", () => {
  it("words the decisions as the spec does", () => {
    expect(registrationDecisionToast("approved").title).toBe("Firmenanmeldung freigegeben");
    expect(registrationDecisionToast("rejected").title).toBe("Firmenanmeldung abgelehnt");
    expect(onboardingDecisionToast("approved")).toEqual({
      title: "Partner genehmigt",
      description: "Der Partner erhält seine Zugangsdaten per E-Mail.",
    });
    expect(onboardingDecisionToast("rejected").title).toBe("Partner abgelehnt");
    expect(advertisingStatusToast("approved").title).toBe("Werbeanfrage genehmigt");
    expect(advertisingStatusToast("rejected").title).toBe("Werbeanfrage abgelehnt");
    expect(advertisingStatusToast("pending").title).toBe("Werbeanfrage zurückgesetzt");
  });
});

describe("availabilityPeriods", () => {
  it("formats each period as dd.MM.yyyy – dd.MM.yyyy with the optional incentive", () => {
    expect(
      availabilityPeriods([
        { startDate: "2026-03-01", endDate: "2026-03-31", incentive: "  5 % Rabatt " },
        { startDate: "2026-12-24", endDate: "2027-01-06", incentive: "" },
      ]),
    ).toEqual([{ range: "01.03.2026 – 31.03.2026", incentive: "5 % Rabatt" }, { range: "24.12.2026 – 06.01.2027" }]);
  });

  it("reads a JSON string and survives malformed data", () => {
    expect(availabilityPeriods('[{"startDate":"2026-05-01","endDate":"2026-05-15"}]')).toEqual([
      { range: "01.05.2026 – 15.05.2026" },
    ]);
    expect(availabilityPeriods("[kaputt")).toEqual([]);
    expect(availabilityPeriods(null)).toEqual([]);
    expect(availabilityPeriods({ startDate: "2026-05-01" })).toEqual([]);
    expect(availabilityPeriods([42, null, { startDate: 5, endDate: "kein Datum" }])).toEqual([{ range: "– – –" }]);
  });
});

describe("safeExternalUrl", () => {
  it("keeps absolute http(s) links and adds https:// when the scheme is missing", () => {
    expect(safeExternalUrl("https://we.tl/t-abc")).toBe("https://we.tl/t-abc");
    expect(safeExternalUrl("http://example.at/preise.pdf")).toBe("http://example.at/preise.pdf");
    expect(safeExternalUrl("  we.tl/t-abc ")).toBe("https://we.tl/t-abc");
  });

  it("refuses every other scheme, relative paths, whitespace and empty values", () => {
    for (const value of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<b>x</b>",
      "mailto:a@b.at",
      "ftp://x.at/a",
      "/intern",
      "localhost",
      "we tl/abc",
      "",
      "   ",
      null,
      undefined,
    ]) {
      expect(safeExternalUrl(value)).toBeNull();
    }
  });
});

describe("onboarding enumeration labels", () => {
  const cases: [readonly string[], (value: string) => string | null][] = [
    [DOCUMENT_PROOF_VALUES, documentProofLabel],
    [PRICING_AVAILABLE_VALUES, pricingAvailableLabel],
    [TYPICAL_START_TIME_VALUES, typicalStartTimeLabel],
    [CALENDAR_SHARING_VALUES, calendarSharingLabel],
    [PAYMENT_METHOD_VALUES, paymentMethodLabel],
    [CASH_PAYMENT_ACCEPTANCE_VALUES, cashPaymentAcceptanceLabel],
  ];

  it("gives every value the form stores a German label different from the value", () => {
    for (const [values, label] of cases) {
      for (const value of values) {
        const text = label(value);
        expect(text).toBeTruthy();
        expect(text).not.toBe(value);
      }
    }
  });

  it("labels the older stored-record values of §3 and never names the product", () => {
    expect(documentProofLabel("available")).toBe("Vorhanden");
    expect(cashPaymentAcceptanceLabel("with_report")).toBe("Ja, mit Meldung der Barzahlungen");
    expect(cashPaymentAcceptanceLabel("no")).toBe("Nein");
    expect(typicalStartTimeLabel("2_4_weeks")).toBe("In 2-4 Wochen");
    for (const value of CALENDAR_SHARING_VALUES) expect(calendarSharingLabel(value)).not.toMatch(/platform|renovio/i);
  });

  it("answers null for empty values and the value itself when unknown", () => {
    expect(paymentMethodLabel(null)).toBeNull();
    expect(paymentMethodLabel("")).toBeNull();
    expect(paymentMethodLabel("bitcoin")).toBe("bitcoin");
  });

  it("labels services and channels of both forms in German", () => {
    // Catalogue ids and the spec's older values of both forms get the catalogue's German names.
    expect(
      onboardingServiceLabels(["elektriker", "elektro", "tiling", "demolition", "trockenbau", "other", "unbekannt"]),
    ).toEqual(["Elektriker", "Elektriker", "Fliesenleger", "Abbruch", "Trockenbau", "Andere", "unbekannt"]);
    for (const value of ONBOARDING_SERVICE_VALUES) expect(onboardingServiceLabels([value])[0]).not.toBe(value);
    expect(preferredChannelLabels(["phone", "telefon", "email"])).toEqual(["Telefon", "E-Mail"]);
    for (const value of PREFERRED_CHANNEL_VALUES) expect(preferredChannelLabels([value])[0]).not.toBe(value);
  });
});

describe("approval bodies and ids", () => {
  it("accepts only the decisions each call allows", () => {
    expect(registrationStatusSchema.parse({ status: "approved" })).toEqual({ status: "approved" });
    expect(registrationStatusSchema.safeParse({ status: "pending" }).success).toBe(false);
    expect(advertisingStatusSchema.parse({ status: "pending" })).toEqual({ status: "pending" });
    expect(advertisingStatusSchema.safeParse({ status: "Genehmigt" }).success).toBe(false);
    // Rejecting needs a reason of 3–1000 characters, reported on `notes`.
    for (const notes of ["  ", null, undefined, "ab", "x".repeat(1001)]) {
      const result = onboardingStatusSchema.safeParse({ status: "rejected", notes });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["notes"]);
      expect(registrationStatusSchema.safeParse({ status: "rejected", notes }).success).toBe(false);
    }
    expect(registrationStatusSchema.parse({ status: "rejected", notes: " Grund " })).toEqual({
      status: "rejected",
      notes: "Grund",
    });
    expect(onboardingStatusSchema.parse({ status: "approved", notes: " ok " })).toEqual({
      status: "approved",
      notes: "ok",
    });
    expect(onboardingStatusSchema.safeParse({ status: "approved", notes: "x".repeat(2001) }).success).toBe(false);
  });

  it("reads positive integer ids within PostgreSQL's integer range only", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(2147483647);
    for (const raw of ["0", "-1", "1.5", "1e3", "abc", "", " 1", "2147483648", "99999999999"])
      expect(parseId(raw)).toBeNull();
  });
});

describe("duplicate and decided-by texts", () => {
  it("words the duplicate hint and who decided when", () => {
    expect(duplicateHint({ kind: "partner" })).toBe("Bereits Partner");
    expect(duplicateHint({ kind: "registration", id: 12, createdAt: "2026-11-01T08:00:00.000Z" })).toBe(
      "Bereits angemeldet am 01.11.2026 (#12)",
    );
    expect(duplicateHint({ kind: "onboarding", id: 3, createdAt: "2026-11-01T08:00:00.000Z" })).toBe(
      "Bereits im Partner-Onboarding am 01.11.2026 (#3)",
    );
    expect(decidedByText("chef@example.at", "2026-07-01T10:05:00.000Z")).toBe(
      "Entschieden von chef@example.at am 01.07.2026, 12:05",
    );
    expect(decidedByText(null, null)).toBe("Entschieden");
  });
});
