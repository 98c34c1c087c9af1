"use client";
/**
 * "Angebote" in the project room: the companies' offers side by side (a table with one column per company from
 * 768 px, stacked cards below), with the engine's price estimate beside them; an open, valid offer can be
 * accepted (AcceptOfferDialog), an accepted one shows its date and the withdrawal (OfferWithdrawal).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState } from "react";
import type * as React from "react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { CheckBadge, CheckLine } from "@/components/verification/check-status";
import type { RoomOffers as RoomOffersData, RoomOfferView } from "@/lib/domain/company-offer-types";
import { formatCents } from "@/lib/domain/format";
import { starsLabel } from "@/lib/domain/reviews";
import { getJson } from "@/lib/http/api-client";
import type { ProjectRoomCompany } from "@/lib/project-room/room";
import { formatIsoDay, formatViennaDate } from "@/lib/time/vienna";
import { AcceptOfferDialog } from "./accept-offer-dialog";
import { OfferWithdrawal } from "./offer-withdrawal";
import { InlineLoadError } from "@/components/ui/inline-load-error";

/** Query keys of the room's company offers. */
export const roomOfferKeys = {
  all: ["room-company-offers"] as const,
  list: (token: string) => ["room-company-offers", token] as const,
};

/** The room's offers; PDF URLs are signed for 5 minutes, so the list is refetched every 4. */
export function useRoomOffers(token: string) {
  return useQuery({
    queryKey: roomOfferKeys.list(token),
    queryFn: () => getJson<RoomOffersData>(`/api/mein-projekt/${encodeURIComponent(token)}/company-offers`),
    staleTime: 2 * 60_000,
    refetchInterval: 4 * 60_000,
  });
}

export interface RoomCompanyOffersProps {
  token: string;
  /** The room's companies, for their checks and rating. */
  companies: readonly ProjectRoomCompany[];
}

const germanQuantity = (milli: number) =>
  new Intl.NumberFormat("de-AT", { maximumFractionDigits: 3 }).format(milli / 1000);

function labourShare(offer: RoomOfferView): string {
  const { labourNetCents, netCents } = offer.latest;
  const percent = netCents > 0 ? Math.round((labourNetCents / netCents) * 100) : 0;
  return `${percent} % (${formatCents(labourNetCents)} netto)`;
}

function canAccept(offer: RoomOfferView): boolean {
  return offer.status === "open" && !offer.expired && !offer.companyInactive;
}

export function RoomCompanyOffers({ token, companies }: RoomCompanyOffersProps) {
  const offers = useRoomOffers(token);
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState<RoomOfferView | null>(null);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: roomOfferKeys.list(token) });

  if (offers.isPending) return <Skeleton className="h-32 w-full" />;
  if (offers.isError) {
    return <InlineLoadError text="Die Angebote konnten nicht geladen werden." onRetry={() => void offers.refetch()} />;
  }
  const { offers: list, priceReference } = offers.data;
  const companyOf = (id: number) => companies.find((company) => company.companyId === id);
  const onAccept = (offer: RoomOfferView) => setAccepting(offer);

  const rows: { label: string; cell: (offer: RoomOfferView) => React.ReactNode }[] = [
    { label: "Firma", cell: (offer) => <CompanyCell offer={offer} company={companyOf(offer.companyId)} /> },
    {
      label: "Gesamt brutto",
      cell: (offer) => <span className="text-base font-semibold">{formatCents(offer.latest.grossCents)}</span>,
    },
    { label: "Arbeitsanteil", cell: labourShare },
    { label: "Material", cell: (offer) => `${formatCents(offer.latest.materialNetCents)} netto` },
    {
      label: "Gültig bis",
      cell: (offer) =>
        offer.expired ? (
          <span className="font-medium text-destructive">abgelaufen</span>
        ) : (
          formatIsoDay(offer.latest.validUntil)
        ),
    },
    { label: "Zahlungsbedingungen", cell: (offer) => <span className="break-words">{offer.latest.paymentTerms}</span> },
    { label: "Positionen", cell: (offer) => <OfferLines offer={offer} /> },
    {
      label: "PDF",
      cell: (offer) =>
        offer.fileUrl ? (
          <a
            href={offer.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 underline underline-offset-2"
          >
            <FileText className="size-4" aria-hidden="true" />
            Angebot (PDF)
          </a>
        ) : (
          "–"
        ),
    },
    {
      label: "Status",
      cell: (offer) => <OfferState offer={offer} token={token} onAccept={onAccept} onChange={refetch} />,
    },
  ];

  return (
    <div className="grid gap-4">
      {list.length === 0 ? (
        <p className="rounded-lg border bg-muted/30 p-4 text-sm text-muted-foreground">
          Noch keine Angebote. Die Firmen senden ihre Angebote hier her.
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full border-collapse text-sm" aria-label="Angebote im Vergleich">
              <thead>
                <tr>
                  <td className="w-40" />
                  {list.map((offer) => (
                    <th key={offer.offerId} scope="col" className="border-b p-2 text-left align-bottom font-semibold">
                      {offer.company.name}
                      {offer.versionCount > 1 && (
                        <span className="block text-xs font-normal text-muted-foreground">
                          Version {offer.latest.version}
                        </span>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.slice(1).map((row) => (
                  <tr key={row.label} className="border-b align-top">
                    <th scope="row" className="p-2 text-left font-medium text-muted-foreground">
                      {row.label}
                    </th>
                    {list.map((offer) => (
                      <td key={offer.offerId} className="p-2">
                        {row.cell(offer)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="align-top">
                  <th scope="row" className="p-2 text-left font-medium text-muted-foreground">
                    Prüfung & Bewertung
                  </th>
                  {list.map((offer) => (
                    <td key={offer.offerId} className="p-2">
                      <CompanyFacts company={companyOf(offer.companyId)} />
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <ul className="grid gap-4 md:hidden">
            {list.map((offer) => (
              <li key={offer.offerId} className="rounded-lg border p-4" data-testid="room-company-offer">
                <dl className="grid gap-2 text-sm">
                  {rows.map((row) => (
                    <div key={row.label} className="grid gap-0.5">
                      <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
                      <dd className="min-w-0">{row.cell(offer)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      {priceReference && (
        <p className="rounded-lg border bg-muted/30 p-3 text-sm" data-testid="offer-price-reference">
          {priceReference.label}:{" "}
          {priceReference.tiers.map((tier) => `${tier.name} ${formatCents(tier.grossCents)}`).join(" / ")}.{" "}
          <span className="text-muted-foreground">
            Das ist eine Schätzung aus Ihren Angaben, kein Angebot; die Preise der Firmen beruhen auf ihrer eigenen
            Einschätzung vor Ort.
          </span>
        </p>
      )}
      {accepting && (
        <AcceptOfferDialog
          token={token}
          offer={accepting}
          open={accepting !== null}
          onOpenChange={(open) => !open && setAccepting(null)}
          onAccepted={() => {
            setAccepting(null);
            refetch();
          }}
        />
      )}
    </div>
  );
}

function CompanyCell({ offer, company }: { offer: RoomOfferView; company: ProjectRoomCompany | undefined }) {
  return (
    <span className="grid gap-1">
      <span className="font-semibold">{offer.company.name}</span>
      <CompanyFacts company={company} />
    </span>
  );
}

function CompanyFacts({ company }: { company: ProjectRoomCompany | undefined }) {
  if (!company) return null;
  return (
    <span className="grid gap-0.5">
      <CheckBadge checks={company.checks} />
      <CheckLine checks={company.checks} />
      {company.ratingAverage !== null && company.ratingCount > 0 && (
        <span className="text-sm">
          {starsLabel(company.ratingAverage)} ({company.ratingCount}{" "}
          {company.ratingCount === 1 ? "Bewertung" : "Bewertungen"})
        </span>
      )}
    </span>
  );
}

function OfferLines({ offer }: { offer: RoomOfferView }) {
  const lines = offer.latest.lines;
  if (lines.length === 0) return <span className="text-muted-foreground">Siehe PDF</span>;
  return (
    <details>
      <summary className="cursor-pointer underline-offset-2 hover:underline">
        {lines.length === 1 ? "1 Position" : `${lines.length} Positionen`} anzeigen
      </summary>
      <ol className="mt-2 grid gap-1.5">
        {lines.map((line) => (
          <li key={line.position} className="grid gap-0.5">
            <span className="break-words">
              {line.position}. {line.description}
            </span>
            <span className="text-xs text-muted-foreground">
              {germanQuantity(line.quantityMilli)} {line.unit} × {formatCents(line.unitPriceCents)} ={" "}
              {formatCents(line.netCents)} netto · {line.kind === "labour" ? "Arbeit" : "Material"}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

function OfferState({
  offer,
  token,
  onAccept,
  onChange,
}: {
  offer: RoomOfferView;
  token: string;
  onAccept: (offer: RoomOfferView) => void;
  onChange: () => void;
}) {
  if (offer.status === "declined")
    return <span className="text-muted-foreground">Sie haben ein anderes Angebot angenommen.</span>;
  if (offer.acceptance && (offer.status === "accepted" || offer.status === "withdrawn")) {
    return (
      <span className="grid gap-2">
        <span className="font-medium">Angenommen am {formatViennaDate(offer.acceptance.acceptedAt)}</span>
        <OfferWithdrawal token={token} offer={offer} onWithdrawn={onChange} />
      </span>
    );
  }
  if (offer.status === "retracted") return <span className="text-muted-foreground">Von der Firma zurückgezogen.</span>;
  if (offer.companyInactive && offer.status === "open")
    return <span className="text-muted-foreground">Die Firma ist derzeit nicht aktiv.</span>;
  if (!canAccept(offer)) return <span className="text-muted-foreground">Nicht mehr gültig.</span>;
  return (
    <Button type="button" aria-label={`Angebot von ${offer.company.name} annehmen`} onClick={() => onAccept(offer)}>
      Angebot annehmen
    </Button>
  );
}
