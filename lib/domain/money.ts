/**
 * Money arithmetic of commissions and invoices: integer euro cents only, rounded half up per line; VAT
 * and totals are computed here and nowhere else. Austrian VAT 20 % (§ 10 Abs. 1 UStG 1994).
 */

export const AUSTRIAN_VAT_BPS = 2000;

/**
 * `amountCents × bps / 10,000` in integer euro cents, rounded half up (away from zero for negatives, so a
 * credit note mirrors its invoice). @throws RangeError for non-integer input
 */
export function percentOfCents(amountCents: number, bps: number): number {
  if (!Number.isInteger(amountCents) || !Number.isInteger(bps))
    throw new RangeError("Beträge und Sätze müssen ganze Zahlen sein");
  const sign = amountCents < 0 ? -1 : 1;
  const product = Math.abs(amountCents) * bps;
  return sign * Math.floor((product + 5_000) / 10_000);
}

/** Net commission (euro cents): `rateBps` of the gross order value incl. VAT and cash parts, rounded half up. */
export function commissionCents(orderValueCents: number, rateBps: number): number {
  return percentOfCents(orderValueCents, rateBps);
}

export interface InvoiceTotals {
  netCents: number;
  vatRateBps: number;
  vatCents: number;
  grossCents: number;
}

/** Invoice totals (euro cents): net = sum of the lines, VAT rounded once on the net, gross = net + VAT. */
export function invoiceTotals(lineNetCents: readonly number[], vatRateBps: number = AUSTRIAN_VAT_BPS): InvoiceTotals {
  const netCents = lineNetCents.reduce((sum, cents) => sum + cents, 0);
  const vatCents = percentOfCents(netCents, vatRateBps);
  return { netCents, vatRateBps, vatCents, grossCents: netCents + vatCents };
}

/** Euro input ("12.345,67", "12345.67") as integer cents; null unless non-negative with at most two decimals. */
export function parseEuroToCents(input: string): number | null {
  const text = input.trim().replace(/\s|€/g, "");
  if (text === "") return null;
  const normalized =
    /,\d{1,2}$/.test(text) || !/\.\d{1,2}$/.test(text) ? text.replace(/\./g, "").replace(",", ".") : text;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const [whole, fraction = ""] = normalized.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Net euro cents of an offer line: quantity in thousandths × unit price in cents, rounded half up per line.
 * @throws RangeError for non-integer or negative input
 */
export function lineNetCents(quantityMilli: number, unitPriceCents: number): number {
  if (!Number.isSafeInteger(quantityMilli) || !Number.isSafeInteger(unitPriceCents))
    throw new RangeError("Menge und Preis müssen ganze Zahlen sein");
  if (quantityMilli < 0 || unitPriceCents < 0) throw new RangeError("Menge und Preis dürfen nicht negativ sein");
  return Math.floor((quantityMilli * unitPriceCents + 500) / 1000);
}

export interface OfferTotals extends InvoiceTotals {
  labourNetCents: number;
  materialNetCents: number;
}

/**
 * Totals of an itemised offer (euro cents): each line rounded half up, VAT 20 % once on the net sum (as an
 * invoice), the net labour and material parts summed separately (subsidy claims need them apart).
 */
export function offerTotals(
  lines: readonly { quantityMilli: number; unitPriceCents: number; kind: "labour" | "material" }[],
): OfferTotals {
  const nets = lines.map((line) => lineNetCents(line.quantityMilli, line.unitPriceCents));
  const labourNetCents = nets.reduce((sum, cents, index) => sum + (lines[index]!.kind === "labour" ? cents : 0), 0);
  const totals = invoiceTotals(nets);
  return { ...totals, labourNetCents, materialNetCents: totals.netCents - labourNetCents };
}
