/**
 * "Mögliche Förderung": the programmes that may apply to a project, each with an estimate (or range over
 * offer variants), the conditions to confirm, the official link and the date of the figures. Renders nothing
 * when no programme applies.
 */
import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { PossibleSubsidy } from "@/lib/domain/subsidies";
import { formatEuro } from "@/lib/domain/format";
import { formatIsoDay } from "@/lib/time/vienna";

export interface PossibleSubsidiesProps {
  subsidies: readonly PossibleSubsidy[];
  /** Heading level id for aria-labelledby (unique on the page). */
  headingId?: string;
  /** List each offer tier's estimate under the amount (the bathroom offers page). */
  showTierEstimates?: boolean;
  className?: string;
}

const euros = (cents: number) => formatEuro(cents / 100);

/** "geschätzt bis zu X €", a range over tiers, the cap alone, or the notice that it depends on the costs. */
export function subsidyAmountText(subsidy: PossibleSubsidy): string {
  if (subsidy.tierEstimates.length > 0) {
    const amounts = subsidy.tierEstimates.map((tier) => tier.estimateCents);
    const low = Math.min(...amounts);
    const high = Math.max(...amounts);
    return low === high
      ? `geschätzt bis zu ${euros(high)}`
      : `geschätzt ${euros(low)} bis ${euros(high)} (je nach Variante)`;
  }
  if (subsidy.estimateCents !== null) return `geschätzt bis zu ${euros(subsidy.estimateCents)}`;
  if (subsidy.maxCents !== null)
    return `höchstens ${euros(subsidy.maxCents)} – Höhe hängt von den förderbaren Kosten ab`;
  return "Höhe hängt von den förderbaren Kosten ab";
}

export function PossibleSubsidies({
  subsidies,
  headingId = "possible-subsidies",
  showTierEstimates = false,
  className,
}: PossibleSubsidiesProps) {
  if (subsidies.length === 0) return null;
  const splitRequired = subsidies.some((subsidy) => subsidy.labourMaterialSplitRequired);
  return (
    <section aria-labelledby={headingId} className={className ?? "rounded-xl border bg-card p-4 shadow-sm sm:p-6"}>
      <h2 id={headingId} className="text-lg font-semibold sm:text-xl">
        Mögliche Förderung
      </h2>
      <ul className="mt-4 grid gap-4">
        {subsidies.map((subsidy) => (
          <li key={subsidy.key} className="rounded-lg border p-3 sm:p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="min-w-0 break-words font-medium">{subsidy.name}</h3>
              <Badge variant="secondary">{subsidy.provider}</Badge>
            </div>
            <p className="mt-1 text-sm font-medium">{subsidyAmountText(subsidy)}</p>
            {showTierEstimates && subsidy.tierEstimates.length > 0 && (
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-3 sm:gap-3">
                {subsidy.tierEstimates.map((tier) => (
                  <div
                    key={tier.label}
                    className="flex justify-between gap-2 rounded-md bg-muted/40 px-3 py-2 sm:block"
                  >
                    <dt className="text-muted-foreground">{tier.label}</dt>
                    <dd className="font-medium">bis zu {euros(tier.estimateCents)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {subsidy.status === "conditions-open" && (
              <p className="mt-1 text-sm text-muted-foreground">
                Einige Voraussetzungen sind noch offen – bitte mit der Förderstelle klären.
              </p>
            )}
            {subsidy.conditionsToConfirm.length > 0 && (
              <div className="mt-2 text-sm">
                <p className="text-muted-foreground">Zu bestätigen:</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {subsidy.conditionsToConfirm.map((condition) => (
                    <li key={condition}>{condition}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <a
                href={subsidy.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Offizielle Informationen
              </a>
              <span className="text-muted-foreground">Stand der Angaben: {formatIsoDay(subsidy.lastCheckedOn)}</span>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-medium">Keine Zusage – die Förderstelle entscheidet.</p>
      {splitRequired && (
        <p className="mt-1 text-sm text-muted-foreground">
          Für den Antrag müssen Angebote und Rechnungen Arbeit und Material getrennt ausweisen.
        </p>
      )}
    </section>
  );
}
