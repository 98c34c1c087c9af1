/** Offer validation and totals: quantities in thousandths, prices in cents, VAT once on the net, half up. */
import { offerTotals } from "@/lib/domain/money";
import { itemisedOfferSchema, OFFER_TEXTS, offerFormSchema, parseQuantityMilli } from "@/lib/offers/schemas";
import { addDays, viennaToday } from "@/lib/time/vienna";

const line = (overrides: Record<string, string> = {}) => ({
  description: "Wand streichen",
  quantity: "1",
  unit: "m²",
  unitPrice: "10",
  kind: "labour",
  ...overrides,
});
const offer = (overrides: Record<string, unknown> = {}) => ({
  lines: [line()],
  validUntil: addDays(viennaToday(), 14),
  paymentTerms: "Zahlbar binnen 14 Tagen",
  ...overrides,
});
const errorsOf = (input: unknown) => {
  const result = itemisedOfferSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("parseQuantityMilli", () => {
  it.each([
    ["1,5", 1500],
    ["2", 2000],
    ["0,001", 1],
    ["1.000", 1_000_000],
    ["1.000,25", 1_000_250],
    ["1.5", 1500],
    [" 12,75 ", 12_750],
    ["0", 0],
  ])("reads %j as %d thousandths", (text, milli) => {
    expect(parseQuantityMilli(text)).toBe(milli);
  });

  it.each(["", "1,2345", "-1", "1,5,5", "abc", "1e3", "1.00.0", ","])("refuses %j", (text) => {
    expect(parseQuantityMilli(text)).toBeNull();
  });
});

describe("itemisedOfferSchema", () => {
  it("turns the form's text into thousandths and cents", () => {
    const parsed = itemisedOfferSchema.parse(
      offer({ lines: [line({ quantity: "1,5", unitPrice: "1.234,56", kind: "material" })], note: "" }),
    );
    expect(parsed).toMatchObject({
      kind: "itemised",
      lines: [
        { description: "Wand streichen", quantityMilli: 1500, unit: "m²", unitPriceCents: 123_456, kind: "material" },
      ],
      note: null,
    });
  });

  it("refuses zero and over-long quantities, more than 3 decimals and too high prices", () => {
    expect(errorsOf(offer({ lines: [line({ quantity: "0" })] }))).toEqual([["lines.0.quantity", OFFER_TEXTS.quantity]]);
    expect(errorsOf(offer({ lines: [line({ quantity: "1,0001" })] }))).toEqual([
      ["lines.0.quantity", OFFER_TEXTS.quantity],
    ]);
    expect(errorsOf(offer({ lines: [line({ quantity: "1.000.001" })] }))).toEqual([
      ["lines.0.quantity", OFFER_TEXTS.quantityTooLarge],
    ]);
    expect(errorsOf(offer({ lines: [line({ unitPrice: "10.000.000,01" })] }))).toEqual([
      ["lines.0.unitPrice", OFFER_TEXTS.unitPriceTooLarge],
    ]);
  });

  it("accepts 1 to 50 lines", () => {
    expect(errorsOf(offer({ lines: [] }))).toEqual([["lines", OFFER_TEXTS.linesMissing]]);
    expect(errorsOf(offer({ lines: Array(50).fill(line()) }))).toEqual([]);
    expect(errorsOf(offer({ lines: Array(51).fill(line()) }))).toEqual([["lines", OFFER_TEXTS.linesTooMany]]);
  });

  it("accepts validity from today to 180 days ahead (Vienna)", () => {
    const today = viennaToday();
    expect(errorsOf(offer({ validUntil: today }))).toEqual([]);
    expect(errorsOf(offer({ validUntil: addDays(today, 180) }))).toEqual([]);
    expect(errorsOf(offer({ validUntil: addDays(today, -1) }))).toEqual([["validUntil", OFFER_TEXTS.validUntilPast]]);
    expect(errorsOf(offer({ validUntil: addDays(today, 181) }))).toEqual([["validUntil", OFFER_TEXTS.validUntilFar]]);
    expect(errorsOf(offer({ validUntil: "2026-02-30" }))).toEqual([["validUntil", OFFER_TEXTS.validUntil]]);
  });

  it("refuses an offer whose gross total does not fit", () => {
    const huge = Array(3).fill(line({ quantity: "1.000.000", unitPrice: "10.000.000" }));
    expect(errorsOf(offer({ lines: huge }))).toEqual([["lines", OFFER_TEXTS.tooHigh]]);
  });

  it("checks payment terms and note lengths", () => {
    expect(errorsOf(offer({ paymentTerms: "ab" }))).toEqual([["paymentTerms", OFFER_TEXTS.paymentTerms]]);
    expect(errorsOf(offer({ note: "x".repeat(2001) }))).toEqual([["note", OFFER_TEXTS.note]]);
  });
});

describe("offerFormSchema", () => {
  const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "a.pdf");
  const base = { validUntil: addDays(viennaToday(), 1), paymentTerms: "Sofort" };

  it("reads a PDF offer's net parts in cents", () => {
    const parsed = offerFormSchema.parse({ kind: "pdf", file: pdf, labourNet: "1.200,50", materialNet: "0", ...base });
    expect(parsed.input).toMatchObject({ kind: "pdf", labourNetCents: 120_050, materialNetCents: 0 });
    expect(parsed.file).toBe(pdf);
  });

  it("requires the file and a positive net for a PDF offer", () => {
    const missing = offerFormSchema.safeParse({ kind: "pdf", labourNet: "1", materialNet: "1", ...base });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([OFFER_TEXTS.fileMissing]);
    const zero = offerFormSchema.safeParse({ kind: "pdf", file: pdf, labourNet: "0", materialNet: "0", ...base });
    expect(zero.error?.issues.map((issue) => issue.message)).toEqual([OFFER_TEXTS.netMissing]);
  });

  it("reads itemised lines from JSON text with an optional file", () => {
    const parsed = offerFormSchema.parse({ kind: "itemised", lines: JSON.stringify([line()]), ...base });
    expect(parsed.file).toBeNull();
    expect(parsed.input).toMatchObject({ kind: "itemised", lines: [{ quantityMilli: 1000, unitPriceCents: 1000 }] });
    const broken = offerFormSchema.safeParse({ kind: "itemised", lines: "[{", ...base });
    expect(broken.error?.issues.map((issue) => issue.message)).toEqual([OFFER_TEXTS.lines]);
  });
});

describe("offer totals", () => {
  it("rounds each line half up, then VAT once on the net", () => {
    const lines = Array(3).fill({ quantityMilli: 1333, unitPriceCents: 1, kind: "labour" as const });
    // 1.333 ct per line rounds to 1 ct; the sum of exact values (4 ct) is not what is charged.
    expect(offerTotals(lines)).toMatchObject({ netCents: 3, vatCents: 1, grossCents: 4 });
    // 1.5 × 1 ct = 1.5 ct → 2 ct (half up); VAT of 2 ct = 0.4 ct → 0.
    expect(offerTotals([{ quantityMilli: 1500, unitPriceCents: 1, kind: "material" }])).toMatchObject({
      netCents: 2,
      vatCents: 0,
      grossCents: 2,
    });
    // VAT 20 % of 2.53 € = 50.6 ct → 51 ct; of 2.52 € = 50.4 ct → 50 ct.
    expect(offerTotals([{ quantityMilli: 1000, unitPriceCents: 253, kind: "labour" }]).vatCents).toBe(51);
    expect(offerTotals([{ quantityMilli: 1000, unitPriceCents: 252, kind: "labour" }]).vatCents).toBe(50);
    // VAT of 2 ct = 0.4 ct → 0; of 3 ct = 0.6 ct → 1 ct.
    expect(offerTotals([{ quantityMilli: 1000, unitPriceCents: 2, kind: "labour" }]).vatCents).toBe(0);
    expect(offerTotals([{ quantityMilli: 1000, unitPriceCents: 3, kind: "labour" }]).vatCents).toBe(1);
  });

  it("splits the net into labour and material", () => {
    const totals = offerTotals([
      { quantityMilli: 12_500, unitPriceCents: 5840, kind: "labour" },
      { quantityMilli: 2_250, unitPriceCents: 1999, kind: "material" },
      { quantityMilli: 1_000, unitPriceCents: 15_000, kind: "labour" },
    ]);
    // 73,000 + round(4497.75) = 4498 + 15,000.
    expect(totals).toMatchObject({
      labourNetCents: 88_000,
      materialNetCents: 4498,
      netCents: 92_498,
      vatCents: 18_500,
      grossCents: 110_998,
    });
  });
});
