/**
 * Money arithmetic of commissions and invoices (issue 15 §3, "Rules"): integer euro cents only,
 * rounded half up per line; VAT and totals are computed here and nowhere else.
 * Austrian VAT: 20 % standard rate (§ 10 Abs. 1 UStG 1994).
 */

/** The standard Austrian VAT rate in basis points (20 %). */
export const AUSTRIAN_VAT_BPS = 2000;

/**
 * `amountCents × bps / 10,000`, rounded half up (away from zero for negative amounts, so a credit
 * note mirrors its invoice exactly).
 *
 * @param amountCents integer euro cents
 * @param bps rate in basis points (1000 = 10 %)
 * @returns integer euro cents
 * @throws RangeError for non-integer input
 */
export function percentOfCents(amountCents: number, bps: number): number {
  if (!Number.isInteger(amountCents) || !Number.isInteger(bps))
    throw new RangeError("Beträge und Sätze müssen ganze Zahlen sein");
  const sign = amountCents < 0 ? -1 : 1;
  const product = Math.abs(amountCents) * bps;
  return sign * Math.floor((product + 5_000) / 10_000);
}

/**
 * The net commission of one won job: `rateBps` of the gross order value (the commission terms take
 * the whole order value incl. 20 % VAT and cash parts), rounded half up.
 *
 * @param orderValueCents gross order value in euro cents
 * @param rateBps commission rate in basis points
 * @returns net commission in euro cents
 */
export function commissionCents(orderValueCents: number, rateBps: number): number {
  return percentOfCents(orderValueCents, rateBps);
}

/** Net, VAT and gross of an invoice, all integer euro cents. */
export interface InvoiceTotals {
  netCents: number;
  vatRateBps: number;
  vatCents: number;
  grossCents: number;
}

/**
 * The totals of an invoice from its line amounts: net = sum of the lines (each already rounded),
 * VAT = `vatRateBps` of the net rounded half up once, gross = net + VAT.
 *
 * @param lineNetCents net amounts of the lines in euro cents
 * @param vatRateBps VAT rate in basis points (default 20 %)
 */
export function invoiceTotals(lineNetCents: readonly number[], vatRateBps: number = AUSTRIAN_VAT_BPS): InvoiceTotals {
  const netCents = lineNetCents.reduce((sum, cents) => sum + cents, 0);
  const vatCents = percentOfCents(netCents, vatRateBps);
  return { netCents, vatRateBps, vatCents, grossCents: netCents + vatCents };
}

/**
 * Euro input ("12.345,67", "12345.67", "12345") as integer cents, or null when it is not a
 * non-negative amount with at most two decimals.
 */
export function parseEuroToCents(input: string): number | null {
  const text = input.trim().replace(/\s|€/g, "");
  if (text === "") return null;
  // German form: "." groups thousands, "," separates decimals; a lone "." with 1–2 decimals is a decimal point.
  const normalized =
    /,\d{1,2}$/.test(text) || !/\.\d{1,2}$/.test(text) ? text.replace(/\./g, "").replace(",", ".") : text;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const [whole, fraction = ""] = normalized.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}
