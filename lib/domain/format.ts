/** Number formats shared by server and client code (pure, client-safe). */

/** Euro amounts (whole euros) in de-AT notation, e.g. "€ 12.480" (no-break space after the sign). */
const euroFormat = new Intl.NumberFormat("de-AT", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Formats whole euros the Austrian way ("€ 12.480"); fractions are rounded. */
export function formatEuro(amount: number): string {
  return euroFormat.format(Math.round(amount));
}

/** Date and time in Vienna, e.g. "25.11.2026, 16:05" (times are stored in UTC). */
const viennaDateTimeFormat = new Intl.DateTimeFormat("de-AT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Vienna",
});

/** Formats an instant (Date or ISO string) as Vienna date and time; "–" when invalid. */
export function formatViennaDateTime(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "–" : viennaDateTimeFormat.format(date);
}

/** Euro amounts with cents in de-AT notation, e.g. "€ 1.234,56". */
const centsFormat = new Intl.NumberFormat("de-AT", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats integer euro cents the Austrian way ("€ 1.234,56"). */
export function formatCents(cents: number): string {
  return centsFormat.format(cents / 100);
}
