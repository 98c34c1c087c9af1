/** Number formats shared by server and client code (pure, client-safe). */

/** Euro amounts (whole euros) in de-AT notation, e.g. "€ 12.480" (no-break space after the sign). */
const euroFormat = new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR", maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Formats whole euros the Austrian way ("€ 12.480"); fractions are rounded. */
export function formatEuro(amount: number): string {
  return euroFormat.format(Math.round(amount));
}
