const euroFormat = new Intl.NumberFormat("de-AT", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole euros the Austrian way ("€ 12.480", no-break space); fractions are rounded. */
export function formatEuro(amount: number): string {
  return euroFormat.format(Math.round(amount));
}

const viennaDateTimeFormat = new Intl.DateTimeFormat("de-AT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Vienna",
});

/** An instant as Vienna date and time ("25.11.2026, 16:05"); "–" when invalid. */
export function formatViennaDateTime(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "–" : viennaDateTimeFormat.format(date);
}

const centsFormat = new Intl.NumberFormat("de-AT", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer euro cents the Austrian way ("€ 1.234,56"). */
export function formatCents(cents: number): string {
  return centsFormat.format(cents / 100);
}
