"use client";
/** Accepting a company's offer in the room: identity, offer, the FAGG information, then the binding acceptance. */
import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  ACCEPT_CONFIRM_LABEL,
  EXPRESS_START_CONSEQUENCE,
  EXPRESS_START_LABEL,
  faggPreContractInformation,
  withdrawalInstructions,
} from "@/lib/content/fagg";
import type { RoomOfferView } from "@/lib/domain/company-offer-types";
import { formatCents } from "@/lib/domain/format";
import { apiRequest, errorMessageFromApi } from "@/lib/http/api-client";
import { formatIsoDay } from "@/lib/time/vienna";

export interface AcceptOfferDialogProps {
  /** The room token (POSTs to /api/mein-projekt/{token}/company-offers/{offerId}/accept). */
  token: string;
  offer: RoomOfferView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful acceptance (the parent refetches the room's offers). */
  onAccepted: () => void;
}

function Section({ heading, paragraphs }: { heading: string; paragraphs: string[] }) {
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">{heading}</summary>
      <div className="mt-2 grid gap-2 text-muted-foreground">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}

export function AcceptOfferDialog({ token, offer, open, onOpenChange, onAccepted }: AcceptOfferDialogProps) {
  const [expressStart, setExpressStart] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const expressId = useId();
  const confirmId = useId();
  const { company, latest } = offer;

  async function accept() {
    setPending(true);
    setError(null);
    try {
      await apiRequest(
        "POST",
        `/api/mein-projekt/${encodeURIComponent(token)}/company-offers/${offer.offerId}/accept`,
        { versionId: latest.versionId, expressStart, confirmed: true },
      );
      onOpenChange(false);
      onAccepted();
    } catch (err) {
      setError(errorMessageFromApi(err, "Das Angebot konnte nicht angenommen werden. Bitte versuchen Sie es erneut."));
    } finally {
      setPending(false);
    }
  }

  const summary: [string, string][] = [
    ["Version", String(latest.version)],
    ["Gesamtpreis inkl. 20 % USt.", formatCents(latest.grossCents)],
    ["Netto", formatCents(latest.netCents)],
    ["USt.", formatCents(latest.vatCents)],
    ["davon Arbeit (netto)", formatCents(latest.labourNetCents)],
    ["davon Material (netto)", formatCents(latest.materialNetCents)],
    ["Gültig bis", formatIsoDay(latest.validUntil)],
    ["Zahlungsbedingungen", latest.paymentTerms],
  ];
  const identity = [
    company.address,
    company.vatId && `UID: ${company.vatId}`,
    company.gisaNumber && `GISA-Zahl: ${company.gisaNumber}`,
    company.email,
    company.phone,
  ].filter((line): line is string => Boolean(line));
  const instructions = withdrawalInstructions(company, null);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent showCloseButton={!pending} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Angebot annehmen</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-1 text-left">
              <p className="font-medium text-foreground">{company.name}</p>
              {identity.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {summary.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-2">
          {faggPreContractInformation(company).map((section) => (
            <Section key={section.heading} {...section} />
          ))}
          <Section {...instructions} />
          <a className="text-sm underline" href="/widerrufsformular" target="_blank" rel="noreferrer">
            Muster-Widerrufsformular
          </a>
        </div>
        <div className="flex items-start gap-2 text-sm">
          <Checkbox
            id={expressId}
            checked={expressStart}
            onCheckedChange={(value) => setExpressStart(value === true)}
            disabled={pending}
          />
          <label htmlFor={expressId} className="grid gap-1">
            <span>{EXPRESS_START_LABEL}</span>
            <span className="text-muted-foreground">{EXPRESS_START_CONSEQUENCE}</span>
          </label>
        </div>
        <div className="flex items-start gap-2 text-sm">
          <Checkbox
            id={confirmId}
            checked={confirmed}
            onCheckedChange={(value) => setConfirmed(value === true)}
            disabled={pending}
            aria-required="true"
          />
          <label htmlFor={confirmId}>{ACCEPT_CONFIRM_LABEL}</label>
        </div>
        {error && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
          >
            {error}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" size="lg" onClick={() => onOpenChange(false)} disabled={pending}>
            Abbrechen
          </Button>
          <Button type="button" size="lg" onClick={accept} disabled={!confirmed || pending} aria-busy={pending}>
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {pending ? "Wird angenommen …" : "Zahlungspflichtig annehmen"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
