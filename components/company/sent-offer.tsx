"use client";
/** A sent offer read-only in the lead's details: status, acceptance, lines, totals, versions. */
import { Button } from "@/components/ui/button";
import type { CompanyOfferStatus } from "@/lib/domain/company-offer-types";
import { formatCents } from "@/lib/domain/format";
import type { CompanyOfferSummary } from "@/lib/offers/company-offers";
import { formatIsoDay, formatViennaDateTime } from "@/lib/time/vienna";

export const OFFER_STATUS_LABELS: Record<CompanyOfferStatus, string> = {
  open: "offen",
  accepted: "angenommen",
  withdrawn: "widerrufen",
  declined: "anderes Angebot gewählt",
  retracted: "zurückgezogen",
};

/** A number in German notation with up to `decimals` decimals. */
export const germanNumber = (value: number, decimals: number) =>
  new Intl.NumberFormat("de-AT", { maximumFractionDigits: decimals, useGrouping: false }).format(value);

export function SentOffer({ offer, onNewVersion }: { offer: CompanyOfferSummary; onNewVersion: (() => void) | null }) {
  const latest = offer.latest;
  return (
    <div className="grid gap-3 rounded-lg border p-4 text-sm" data-testid="sent-offer">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          Version {latest.version} vom {formatViennaDateTime(latest.createdAt)}
        </span>
        <span>
          Status: <strong>{OFFER_STATUS_LABELS[offer.status]}</strong>
        </span>
      </p>
      {offer.acceptance && (
        <p className="rounded-md bg-muted/50 p-2">
          Angenommen am {formatViennaDateTime(offer.acceptance.acceptedAt)} (Version {offer.acceptance.version})
          {offer.acceptance.withdrawnAt
            ? `, widerrufen am ${formatViennaDateTime(offer.acceptance.withdrawnAt)}`
            : offer.acceptance.withdrawalOpen
              ? `; Widerruf möglich bis ${formatIsoDay(offer.acceptance.withdrawalLastDay)}`
              : ""}
          .
        </p>
      )}
      {latest.lines.length > 0 && (
        <ol className="grid gap-1">
          {latest.lines.map((line) => (
            <li key={line.position} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {line.position}. {line.description} – {germanNumber(line.quantityMilli / 1000, 3)} {line.unit} ×{" "}
                {formatCents(line.unitPriceCents)} ({line.kind === "labour" ? "Arbeit" : "Material"})
              </span>
              <span className="shrink-0 tabular-nums">{formatCents(line.netCents)}</span>
            </li>
          ))}
        </ol>
      )}
      <TotalsList
        totals={{
          netCents: latest.netCents,
          labourNetCents: latest.labourNetCents,
          materialNetCents: latest.materialNetCents,
          vatCents: latest.vatCents,
          grossCents: latest.grossCents,
        }}
      />
      <dl className="grid gap-1">
        <div>
          <dt className="inline font-medium">Gültig bis: </dt>
          <dd className="inline">{formatIsoDay(latest.validUntil)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Zahlungsbedingungen: </dt>
          <dd className="inline break-words">{latest.paymentTerms}</dd>
        </div>
        {latest.note && (
          <div>
            <dt className="inline font-medium">Anmerkung: </dt>
            <dd className="inline break-words whitespace-pre-line">{latest.note}</dd>
          </div>
        )}
      </dl>
      {offer.fileUrl && (
        <a className="underline underline-offset-2" href={offer.fileUrl} target="_blank" rel="noopener noreferrer">
          Angebot als PDF öffnen
        </a>
      )}
      {offer.versions.length > 1 && (
        <details>
          <summary className="cursor-pointer">Frühere Versionen ({offer.versions.length - 1})</summary>
          <ul className="mt-1 grid gap-0.5 text-muted-foreground">
            {offer.versions.slice(1).map((version) => (
              <li key={version.versionId}>
                Version {version.version} vom {formatViennaDateTime(version.createdAt)}:{" "}
                {formatCents(version.grossCents)} brutto
              </li>
            ))}
          </ul>
        </details>
      )}
      {offer.status === "declined" ? (
        <p className="text-muted-foreground">Der Kunde hat das Angebot einer anderen Firma angenommen.</p>
      ) : offer.status === "accepted" ? (
        <p className="text-muted-foreground">
          Das angenommene Angebot bleibt unverändert. Einen Nachtrag vereinbaren Sie bitte direkt mit dem Kunden.
        </p>
      ) : (
        onNewVersion && (
          <Button type="button" variant="outline" className="justify-self-start" onClick={onNewVersion}>
            Neue Version erstellen
          </Button>
        )
      )}
    </div>
  );
}

export function TotalsList({
  totals,
}: {
  totals: { netCents: number; labourNetCents: number; materialNetCents: number; vatCents: number; grossCents: number };
}) {
  const rows: [string, number, boolean?][] = [
    ["Netto", totals.netCents],
    ["davon Arbeit", totals.labourNetCents],
    ["davon Material", totals.materialNetCents],
    ["20 % USt.", totals.vatCents],
    ["Brutto", totals.grossCents, true],
  ];
  return (
    <dl className="grid gap-0.5 rounded-md bg-muted/40 p-3" aria-label="Summen">
      {rows.map(([label, cents, strong]) => (
        <div key={label} className={`flex justify-between gap-3 ${strong ? "font-semibold" : ""}`}>
          <dt>{label}</dt>
          <dd className="tabular-nums">{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
