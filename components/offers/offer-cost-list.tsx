/** An itemised cost group of an offer tier: label and amount per line in de-AT euros. */
import { formatEuro } from "@/lib/domain/format";
import { costLines } from "@/lib/domain/offer-display";

export function OfferCostList({ title, costs }: { title: string; costs: Record<string, number> }) {
  const lines = costLines(costs);
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="mt-2 grid gap-1.5 text-sm">
        {lines.map(([label, amount]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="shrink-0 font-medium tabular-nums">{formatEuro(amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
