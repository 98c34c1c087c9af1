/**
 * The money module: integer cents, half-up rounding per line, VAT and totals
 * computed once, and the euro input parser.
 */
import { AUSTRIAN_VAT_BPS, commissionCents, invoiceTotals, parseEuroToCents, percentOfCents } from "@/lib/domain/money";

describe("percentOfCents", () => {
  it.each([
    [1_000, 1000, 100],
    [5, 1000, 1], // 0.5 cent rounds up
    [4, 1000, 0], // 0.4 cent rounds down
    [15, 1000, 2], // 1.5 → 2
    [25, 1000, 3], // 2.5 → 3 (half up, not banker's rounding)
    [1_234_567, 1000, 123_457], // 123,456.7 → 123,457
    [1_234_565, 1000, 123_457], // 123,456.5 → 123,457
    [1_234_564, 1000, 123_456],
    [10_001, 2000, 2_000], // 2,000.2 → 2,000
    [10_003, 2000, 2_001], // 2,000.6 → 2,001
    [0, 2000, 0],
    [99, 1250, 12], // 12.375 → 12
    [100, 1250, 13], // 12.5 → 13
  ])("%i cents × %i bps = %i cents", (amount, bps, expected) => {
    expect(percentOfCents(amount, bps)).toBe(expected);
  });

  it("mirrors negative amounts exactly (a credit note equals its invoice with the sign turned)", () => {
    for (const amount of [5, 15, 25, 1_234_565, 10_003, 99, 100]) {
      for (const bps of [1000, 1250, 2000]) expect(percentOfCents(-amount, bps)).toBe(-percentOfCents(amount, bps));
    }
  });

  it("refuses fractions of cents and of basis points", () => {
    expect(() => percentOfCents(10.5, 1000)).toThrow(RangeError);
    expect(() => percentOfCents(1000, 10.5)).toThrow(RangeError);
  });
});

describe("commissionCents", () => {
  it("is 10 % of the gross order value, rounded half up", () => {
    expect(commissionCents(1_200_000, 1000)).toBe(120_000);
    expect(commissionCents(1_999_995, 1000)).toBe(200_000); // 199,999.5 → 200,000
    expect(commissionCents(1_999_994, 1000)).toBe(199_999);
  });
});

describe("invoiceTotals", () => {
  it("sums the already rounded lines and takes 20 % VAT of the net once", () => {
    // 3 × 33,333 = 99,999 net → VAT 19,999.8 → 20,000 (VAT per line would give 3 × 6,667 = 20,001).
    const totals = invoiceTotals([33_333, 33_333, 33_333]);
    expect(totals).toEqual({ netCents: 99_999, vatRateBps: AUSTRIAN_VAT_BPS, vatCents: 20_000, grossCents: 119_999 });
  });

  it("rounds the VAT half up at exactly half a cent", () => {
    expect(invoiceTotals([13]).vatCents).toBe(3); // 2.6 → 3
    expect(invoiceTotals([12]).vatCents).toBe(2); // 2.4 → 2
    expect(invoiceTotals([123_457]).vatCents).toBe(24_691); // 24,691.4
    expect(invoiceTotals([123_458]).vatCents).toBe(24_692); // 24,691.6
    expect(invoiceTotals([37, 0]).vatCents).toBe(7); // 7.4
    expect(invoiceTotals([38]).vatCents).toBe(8); // 7.6
    expect(invoiceTotals([2_5, 0]).vatCents).toBe(5);
  });

  it("gives a credit note of all lines the exact negative of the invoice", () => {
    const lines = [123_457, 98_765, 1];
    const invoice = invoiceTotals(lines);
    const credit = invoiceTotals(lines.map((cents) => -cents));
    expect(credit).toEqual({
      netCents: -invoice.netCents,
      vatRateBps: 2000,
      vatCents: -invoice.vatCents,
      grossCents: -invoice.grossCents,
    });
  });

  it("is zero for no lines", () => {
    expect(invoiceTotals([])).toEqual({ netCents: 0, vatRateBps: 2000, vatCents: 0, grossCents: 0 });
  });
});

describe("parseEuroToCents", () => {
  it.each([
    ["12.345,67", 1_234_567],
    ["12345,67", 1_234_567],
    ["12345.67", 1_234_567],
    ["12.345", 1_234_500],
    ["12345", 1_234_500],
    ["€ 1.000,5", 100_050],
    ["0,01", 1],
    [" 18 000 ", 1_800_000],
  ])("%s → %i", (input, expected) => {
    expect(parseEuroToCents(input)).toBe(expected);
  });

  it.each(["", "abc", "-5", "1,234", "12,3,4", "1.2.3,456"])("refuses %s", (input) => {
    expect(parseEuroToCents(input)).toBeNull();
  });
});
