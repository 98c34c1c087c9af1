/** One insurance confirmation as a list item: insurer, sum, validity, status and a link to its file. */
import { ExternalLink } from "lucide-react";
import type * as React from "react";

import { Badge } from "@/components/ui/badge";
import { formatEuro } from "@/lib/domain/format";
import { formatIsoDay, formatViennaDateTime, viennaToday } from "@/lib/time/vienna";
import type { InsuranceDocumentView } from "@/lib/verification/insurance-types";
import { cn } from "@/lib/utils";

const STATUS_STYLE: Record<InsuranceDocumentView["status"], string> = {
  submitted: "border-amber-300 bg-amber-50 text-amber-900",
  accepted: "border-emerald-300 bg-emerald-50 text-emerald-900",
  rejected: "border-destructive/40 bg-destructive/5 text-destructive",
};

/** German status text; a rejection carries its note. */
function insuranceStatusText(document: InsuranceDocumentView): string {
  if (document.status === "accepted") return "angenommen";
  if (document.status === "rejected")
    return document.decisionNote ? `abgelehnt: ${document.decisionNote}` : "abgelehnt";
  return "eingereicht – wird geprüft";
}

export function InsuranceDocumentItem({
  document,
  fileHref,
  fileLabel,
  children,
}: {
  document: InsuranceDocumentView;
  /** Link to the file, opened in a new tab. */
  fileHref: string;
  /** Visible link text, e.g. "Ansehen". */
  fileLabel: string;
  /** Actions under the facts (admin decisions). */
  children?: React.ReactNode;
}) {
  const expired = document.validUntil < viennaToday();
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{document.insurer}</p>
        <Badge
          variant="outline"
          className={cn("max-w-full text-left whitespace-normal", STATUS_STYLE[document.status])}
        >
          {insuranceStatusText(document)}
        </Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Versicherungssumme</dt>
          <dd>{formatEuro(document.sumInsuredCents / 100)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Gültig bis</dt>
          <dd className={expired ? "text-destructive" : undefined}>
            {formatIsoDay(document.validUntil)}
            {expired && " (abgelaufen)"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Hochgeladen</dt>
          <dd>{formatViennaDateTime(document.createdAt)}</dd>
        </div>
      </dl>
      <a
        href={fileHref}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1 font-medium text-primary underline underline-offset-2"
      >
        {fileLabel}
        <span className="sr-only">: {document.fileName} (öffnet in neuem Tab)</span>
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      </a>
      {children}
    </li>
  );
}
