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
