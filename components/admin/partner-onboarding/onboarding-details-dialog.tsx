"use client";
/**
 * The partner onboarding details dialog: every stored answer with German labels; links render only when they are
 * http(s) URLs. Approve and reject only while pending.
 */
import { Check, ExternalLink, Loader2, X } from "lucide-react";
import type * as React from "react";

import { DecidedBy, DuplicateMark } from "@/components/admin/approvals/application-marks";
import { EntityHistory } from "@/components/admin/audit-log/entity-history";
import { ApprovalStatusBadge } from "@/components/admin/approvals/status-badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { canApproveOnboarding, type AdminOnboarding } from "@/lib/domain/admin-approvals";
import { safeExternalUrl } from "@/lib/domain/approval-labels";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";
import {
  calendarSharingLabel,
  cashPaymentAcceptanceLabel,
  documentProofLabel,
  onboardingServiceLabels,
  paymentMethodLabel,
  preferredChannelLabels,
  pricingAvailableLabel,
  typicalStartTimeLabel,
} from "@/lib/domain/onboarding-labels";
import { formatPhone, telHref } from "@/lib/domain/phone";
import { formatLocalDate } from "@/lib/time/vienna";

export type OnboardingDecision = "approved" | "rejected";

const text = (value: string | null | undefined) => (value && value.trim() !== "" ? value : EMPTY_VALUE);
const list = (values: string[]) => (values.length > 0 ? values.join(", ") : EMPTY_VALUE);

export function OnboardingDetailsDialog({
  record,
  open,
  onOpenChange,
  busy,
  onDecide,
}: {
  record: AdminOnboarding | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The decision being sent for this record, if any (buttons disabled meanwhile). */
  busy: OnboardingDecision | null;
  onDecide: (status: OnboardingDecision) => void;
}) {
  return (
    <Dialog open={open && record !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        {record && <Details record={record} busy={busy} onDecide={onDecide} />}
      </DialogContent>
    </Dialog>
  );
}

function Details({
  record: r,
  busy,
  onDecide,
}: {
  record: AdminOnboarding;
  busy: OnboardingDecision | null;
  onDecide: (status: OnboardingDecision) => void;
}) {
  const approvable = canApproveOnboarding(r);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-8">Partner-Onboarding: {r.companyName ?? "Ohne Firmenname"}</DialogTitle>
        <DialogDescription>
          Eingegangen am {formatLocalDate(r.createdAt)} · Status <ApprovalStatusBadge status={r.status} />
        </DialogDescription>
        <DuplicateMark duplicateOf={r.duplicateOf} />
      </DialogHeader>

      <DetailSection title="Firmendaten">
        <DetailRow label="Firmenname">{text(r.companyName)}</DetailRow>
        <DetailRow label="Ansprechpartner">{text(r.contactPerson)}</DetailRow>
        <DetailRow label="E-Mail">
          {r.email ? (
            <a href={`mailto:${r.email}`} className="font-medium break-all text-primary underline underline-offset-2">
              {r.email}
            </a>
          ) : (
            EMPTY_VALUE
          )}
        </DetailRow>
        <DetailRow label="Telefon">{phone(r.phone)}</DetailRow>
        {r.phone2 && <DetailRow label="Zweite Telefonnummer">{phone(r.phone2)}</DetailRow>}
        <DetailRow label="Adresse">{text(r.address)}</DetailRow>
      </DetailSection>

      <DetailSection title="Leistungen und Preise">
        <DetailRow label="Leistungen" wide>
          {list(onboardingServiceLabels(r.services))}
        </DetailRow>
        <DetailRow label="Top-Leistungen" wide>
          {text(r.topServices)}
        </DetailRow>
        <DetailRow label="Preisliste">{text(pricingAvailableLabel(r.pricingAvailable))}</DetailRow>
        <DetailRow label="Link zur Preisliste">
          <SafeLink href={r.pricingLink} />
        </DetailRow>
        <DetailRow label="Aktuelle Angebote oder Aktionen">{text(r.currentOffers)}</DetailRow>
        <DetailRow label="Besichtigung vor Ort">{text(r.siteVisitOffer)}</DetailRow>
      </DetailSection>

      <DetailSection title="Kapazität und Verfügbarkeit">
        <DetailRow label="Üblicher Projektstart">{text(typicalStartTimeLabel(r.typicalStartTime))}</DetailRow>
        <DetailRow label="Terminabstimmung">{text(calendarSharingLabel(r.calendarSharing))}</DetailRow>
        <DetailRow label="Kalender-Link">
          <SafeLink href={r.calendarLink} />
        </DetailRow>
        <DetailRow label="Verfügbarkeit">{text(r.availability)}</DetailRow>
      </DetailSection>

      <DetailSection title="Kommunikation und Arbeitsweise">
        <DetailRow label="Bevorzugte Kommunikationswege">{list(preferredChannelLabels(r.preferredChannels))}</DetailRow>
        <DetailRow label="Anderer Kommunikationsweg">{text(r.otherChannel)}</DetailRow>
        <DetailRow label="Was unterscheidet die Firma von anderen?" wide>
          {text(r.differentiator)}
        </DetailRow>
        <DetailRow label="Besondere Hinweise oder Wünsche" wide>
          {text(r.specialNotes)}
        </DetailRow>
      </DetailSection>

      <DetailSection title="Zahlung und Provision">
        <DetailRow label="Zahlungsart der Provision">{text(paymentMethodLabel(r.paymentMethod))}</DetailRow>
        <DetailRow label="Andere Zahlungsart">{text(r.paymentMethodOther)}</DetailRow>
        <DetailRow label="Barzahlungsanteile in der Provision">
          {text(cashPaymentAcceptanceLabel(r.cashPaymentAcceptance))}
        </DetailRow>
        <DetailRow label="Begründung">{text(r.cashPaymentReason)}</DetailRow>
        <DetailRow label="Anmerkungen zur Provision" wide>
          {text(r.provisionNotes)}
        </DetailRow>
      </DetailSection>

      <DetailSection title="Nachweise und Dokumentation">
        <DetailRow label="Gewerbeberechtigung">{text(documentProofLabel(r.businessLicense))}</DetailRow>
        <DetailRow label="Link zur Gewerbeberechtigung">
          <SafeLink href={r.businessLicenseLink} />
        </DetailRow>
        <DetailRow label="Betriebshaftpflichtversicherung">{text(documentProofLabel(r.liability))}</DetailRow>
        <DetailRow label="Link zur Versicherungsbestätigung">
          <SafeLink href={r.liabilityLink} />
        </DetailRow>
        <DetailRow label="Referenzen" wide>
          {text(r.references)}
        </DetailRow>
      </DetailSection>

      <DetailSection title="Status und Datum">
        <DetailRow label="Status">
          <ApprovalStatusBadge status={r.status} />
        </DetailRow>
        <DetailRow label="Eingegangen am">{formatLocalDate(r.createdAt)}</DetailRow>
        <DetailRow label="Bearbeitet am">
          {r.processedAt ? <DecidedBy email={r.processedByEmail} processedAt={r.processedAt} /> : EMPTY_VALUE}
        </DetailRow>
        <DetailRow label="Datenschutz zugestimmt">{r.privacyConsent ? "Ja" : "Nein"}</DetailRow>
        {r.notes && (
          <DetailRow label="Notizen" wide>
            {r.notes}
          </DetailRow>
        )}
      </DetailSection>

      <EntityHistory entityType="partner_onboarding" entityId={r.id} />

      {r.status === "pending" && (
        <DialogFooter className="items-center gap-3">
          {!approvable && (
            <p className="text-sm text-muted-foreground sm:mr-auto">
              Für die Genehmigung werden E-Mail-Adresse und Firmenname benötigt.
            </p>
          )}
          <Button variant="outline" onClick={() => onDecide("rejected")} disabled={busy !== null}>
            {busy === "rejected" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
            Ablehnen
          </Button>
          <Button onClick={() => onDecide("approved")} disabled={busy !== null || !approvable}>
            {busy === "approved" ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )}
            Genehmigen
          </Button>
        </DialogFooter>
      )}
    </>
  );
}

function phone(value: string | null) {
  if (!value) return EMPTY_VALUE;
  return (
    <a href={telHref(value)} className="font-medium text-primary underline underline-offset-2">
      {formatPhone(value)}
    </a>
  );
}

/** A stored link: an anchor for http(s) URLs (new tab, no opener, no referrer), else the plain text. */
export function SafeLink({ href }: { href: string | null | undefined }) {
  if (!href?.trim()) return <>{EMPTY_VALUE}</>;
  const url = safeExternalUrl(href);
  if (!url) return <span className="break-all">{href}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium break-all text-primary underline underline-offset-2"
    >
      {href}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">(öffnet in neuem Tab)</span>
    </a>
  );
}

function DetailSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function DetailRow({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}
