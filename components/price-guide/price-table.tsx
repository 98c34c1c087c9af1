/** Price table of a price-guide entry: one row per work item (type, price), as a real <table>. */
import type { PriceTableRow } from "@/lib/content/price-guide";
import { PRICE_BASIS_NOTE, formatPriceText } from "@/lib/content/price-guide";

export function PriceTable({ title, rows }: { title: string; rows: readonly PriceTableRow[] }) {
  return (
    <div className="overflow-hidden rounded-xl border">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="border-b bg-muted px-4 py-3 text-left text-sm text-muted-foreground">
          {title}: Preise {PRICE_BASIS_NOTE}
        </caption>
        <thead>
          <tr className="border-b bg-muted/50">
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Leistung
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">
              Preis
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.type} className="border-b last:border-b-0 odd:bg-background even:bg-muted/30">
              <th scope="row" className="px-4 py-3 align-top font-normal">
                {row.type}
              </th>
              <td className="w-[45%] px-4 py-3 text-right align-top font-semibold tabular-nums sm:w-auto">
                {formatPriceText(row.price)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
