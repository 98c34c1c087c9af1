/**
 * Invoice numbering and the invoice rules: series format, the invoiced Vienna month,
 * due date and status, the UID threshold and the IBAN check of the bank details.
 */
import {
  dueDateOf,
  formatIban,
  invoiceFileName,
  invoiceStatus,
  isValidIban,
  missingIssuerFields,
  previousMonthPeriod,
  recipientVatIdRequired,
} from "@/lib/domain/invoices";
import { formatInvoiceNumber, invoiceSeries, parseInvoiceNumber } from "@/lib/domain/invoice-numbers";
import { invoicingSettingsSchema } from "@/lib/validation/settings";

describe("invoice numbers", () => {
  it("formats one series per year and kind with five digits", () => {
    expect(formatInvoiceNumber("invoice", 2026, 1)).toBe("RE-2026-00001");
    expect(formatInvoiceNumber("credit_note", 2026, 42)).toBe("GS-2026-00042");
    expect(formatInvoiceNumber("invoice", 2027, 99_999)).toBe("RE-2027-99999");
    expect(formatInvoiceNumber("invoice", 2027, 100_000)).toBe("RE-2027-100000");
    expect(invoiceSeries("invoice", 2026)).toBe("RE-2026");
    expect(invoiceSeries("credit_note", 2026)).toBe("GS-2026");
  });

  it("refuses numbers that cannot exist", () => {
    expect(() => formatInvoiceNumber("invoice", 2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("invoice", 2026, 1.5)).toThrow(RangeError);
    expect(() => invoiceSeries("invoice", 26)).toThrow(RangeError);
  });

  it("parses what it formats and nothing else", () => {
    expect(parseInvoiceNumber("RE-2026-00017")).toEqual({ kind: "invoice", year: 2026, sequence: 17 });
    expect(parseInvoiceNumber("GS-2031-100000")).toEqual({ kind: "credit_note", year: 2031, sequence: 100_000 });
    for (const bad of ["RE-2026-1", "XX-2026-00001", "RE-2026-00000", "re-2026-00001x"])
      expect(parseInvoiceNumber(bad)).toBeNull();
  });

  it("names the PDF files", () => {
    expect(invoiceFileName("invoice", "RE-2026-00001")).toBe("Rechnung-RE-2026-00001.pdf");
    expect(invoiceFileName("credit_note", "GS-2026-00003")).toBe("Gutschrift-GS-2026-00003.pdf");
  });
});

describe("previousMonthPeriod (Vienna time)", () => {
  it("invoices January on 1 February, bounded by Vienna midnights (winter time, UTC+1)", () => {
    const period = previousMonthPeriod(new Date("2026-01-31T23:05:00Z")); // 00:05 on 1 Feb in Vienna
    expect(period.startDay).toBe("2026-01-01");
    expect(period.endDay).toBe("2026-01-31");
    expect(period.startsAt.toISOString()).toBe("2025-12-31T23:00:00.000Z");
    expect(period.endsBefore.toISOString()).toBe("2026-01-31T23:00:00.000Z");
  });

  it("uses summer time where it applies and knows the length of each month", () => {
    const july = previousMonthPeriod(new Date("2026-07-31T22:05:00Z")); // 00:05 on 1 Aug in Vienna
    expect([july.startDay, july.endDay]).toEqual(["2026-07-01", "2026-07-31"]);
    expect(july.endsBefore.toISOString()).toBe("2026-07-31T22:00:00.000Z");
    expect(previousMonthPeriod(new Date("2028-03-01T10:00:00Z")).endDay).toBe("2028-02-29");
    const march = previousMonthPeriod(new Date("2026-04-01T08:00:00Z"));
    expect(march.startsAt.toISOString()).toBe("2026-02-28T23:00:00.000Z"); // still winter time on 1 March
    expect(march.endsBefore.toISOString()).toBe("2026-03-31T22:00:00.000Z"); // summer time on 1 April
  });

  it("wraps to December of the previous year in January", () => {
    const period = previousMonthPeriod(new Date("2027-01-01T06:00:00Z"));
    expect([period.startDay, period.endDay]).toEqual(["2026-12-01", "2026-12-31"]);
  });
});

describe("status and thresholds", () => {
  const issued = new Date("2026-02-01T00:00:00Z");
  const dueAt = dueDateOf(issued);

  it("is due 14 days after issue", () => {
    expect(dueAt.toISOString()).toBe("2026-02-15T00:00:00.000Z");
  });

  it("is open until the due date, overdue after it, paid once paid; credit notes have no payment status", () => {
    expect(invoiceStatus({ kind: "invoice", paidAt: null, dueAt }, new Date("2026-02-15T00:00:00Z"))).toBe("open");
    expect(invoiceStatus({ kind: "invoice", paidAt: null, dueAt }, new Date("2026-02-15T00:00:01Z"))).toBe("overdue");
    expect(
      invoiceStatus({ kind: "invoice", paidAt: "2026-03-01T00:00:00Z", dueAt }, new Date("2026-04-01T00:00:00Z")),
    ).toBe("paid");
    expect(invoiceStatus({ kind: "credit_note", paidAt: null, dueAt }, new Date("2026-04-01T00:00:00Z"))).toBe(
      "credit",
    );
  });

  it("prints the recipient's UID only above 10,000 euros gross", () => {
    expect(recipientVatIdRequired(1_000_000)).toBe(false);
    expect(recipientVatIdRequired(1_000_001)).toBe(true);
  });

  it("names what Einstellungen lack for an invoice", () => {
    const complete = {
      name: "Renovio GmbH",
      street: "Gasse 1",
      zipCity: "1010 Wien",
      vatId: "ATU12345678",
      email: "",
      bank: { accountHolder: "Renovio GmbH", iban: "AT611904300234573201", bic: "", bankName: "" },
    };
    expect(missingIssuerFields(complete)).toEqual([]);
    expect(missingIssuerFields({ ...complete, vatId: " ", bank: { ...complete.bank, iban: "" } })).toEqual([
      "UID-Nummer (Impressum)",
      "IBAN (Rechnungen)",
    ]);
  });
});

describe("IBAN", () => {
  it("accepts valid IBANs with or without spaces and refuses a wrong check number", () => {
    expect(isValidIban("AT61 1904 3002 3457 3201")).toBe(true);
    expect(isValidIban("de89370400440532013000")).toBe(true);
    expect(isValidIban("AT62 1904 3002 3457 3201")).toBe(false);
    expect(isValidIban("AT61")).toBe(false);
    expect(formatIban("AT611904300234573201")).toBe("AT61 1904 3002 3457 3201");
  });

  it("is checked by the settings schema, stored without spaces, and may stay empty", () => {
    expect(
      invoicingSettingsSchema.parse({
        accountHolder: "X",
        iban: "at61 1904 3002 3457 3201",
        bic: "bkau atww",
        bankName: "",
      }),
    ).toEqual({
      accountHolder: "X",
      iban: "AT611904300234573201",
      bic: "BKAUATWW",
      bankName: "",
    });
    expect(invoicingSettingsSchema.safeParse({ accountHolder: "", iban: "", bic: "", bankName: "" }).success).toBe(
      true,
    );
    const wrong = invoicingSettingsSchema.safeParse({
      accountHolder: "",
      iban: "AT62 1904 3002 3457 3201",
      bic: "",
      bankName: "",
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toMatch(/gültige IBAN/);
  });
});
