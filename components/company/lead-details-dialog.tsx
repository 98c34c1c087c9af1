"use client";
/**
 * The lead details dialog (authenticated-side.md §2 "Lead details dialog"): every field of the
 * lead (id, service, status, contact data with mailto:/tel: links, postcode, budget, created date
 * dd.MM.yyyy, project type, stage, style, size, keepInstallations as Ja/Nein/Unbekannt, the AI
 * offer link id) and the quiz answers with German labels (others prettified). The grade badge
 * shows only when intent_readiness or start_timeline was answered. Issue 14: the badges "E-Mail
 * bestätigt" and "vom Kunden zurückgezogen" with a German note; a lead whose customer erased the
 * data shows "vom Kunden gelöscht" instead of name, e-mail and phone. Issue 15 §1/§2: the contact and
 * won-job lines, the status controls ("Kontaktiert", value dialog, "Auftrag abgeschlossen") and the
 * lead's history (Verlauf) with Vienna times, German labels and reasons.
 */
import type * as React from "react";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { serviceName } from "@/lib/content/service-catalog";
import { assignmentEventLabel, leadCustomerState, type CompanyLead } from "@/lib/domain/company-lead";
import { formatViennaDateTime } from "@/lib/domain/format";
import {
  EMPTY_VALUE,
  formatGermanDate,
  keepInstallationsLabel,
  parseQuizAnswers,
  quizAnswerRows,
} from "@/lib/domain/lead-labels";

import { LeadProgress, LeadStatusControls } from "./lead-actions";
import { LeadGradeBadge } from "./lead-grade-badge";
import { LeadCustomerMarks, LeadCustomerName } from "./lead-marks";
import { useLeadEvents } from "./queries";

/** A tel: link target of a phone number as entered (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const text = (value: string | null | undefined) => (value && value.trim() !== "" ? value : EMPTY_VALUE);

export function LeadDetailsDialog({
  lead,
  open,
  onOpenChange,
}: {
  lead: CompanyLead | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open && lead !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">{lead && <LeadDetails lead={lead} />}</DialogContent>
    </Dialog>
  );
}

function LeadDetails({ lead }: { lead: CompanyLead }) {
  const answers = quizAnswerRows(parseQuizAnswers(lead.quizAnswers));
  const state = leadCustomerState(lead);

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2 pr-8">
          <DialogTitle>Lead-Details</DialogTitle>
          <LeadGradeBadge quizAnswers={lead.quizAnswers} />
          <LeadCustomerMarks lead={lead} />
        </div>
        <DialogDescription>
          {serviceName(lead.serviceType)} · {lead.name} · {formatGermanDate(lead.createdAt)}
        </DialogDescription>
      </DialogHeader>

      {state === "withdrawn" && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Der Kunde hat diese Anfrage am {formatGermanDate(lead.consentWithdrawnAt)} zurückgezogen. Bitte kontaktieren Sie ihn in
          dieser Sache nicht mehr, es sei denn, Sie haben bereits einen Auftrag vereinbart.
        </p>
      )}
      {state === "erased" && (
        <p role="note" className="rounded-lg border bg-muted/50 p-3 text-sm">
          Der Kunde hat seine Daten am {formatGermanDate(lead.erasedAt)} gelöscht: Name, E-Mail-Adresse, Telefonnummer und
          Freitext-Antworten sind nicht mehr gespeichert.
        </p>
      )}

      <section className="grid gap-3 rounded-lg border p-4" aria-label="Status und Kontakt">
        <LeadProgress lead={lead} />
        <LeadStatusControls lead={lead} leadLabel={lead.erasedAt ? `Lead #${lead.id}` : lead.name} idPrefix="details" />
      </section>

      <DetailSection title="Projekt">
        <DetailRow label="ID">{lead.id}</DetailRow>
        <DetailRow label="Service">{serviceName(lead.serviceType)}</DetailRow>
        <DetailRow label="Status">{lead.status}</DetailRow>
        <DetailRow label="Erstellt am">{formatGermanDate(lead.createdAt)}</DetailRow>
        <DetailRow label="Budget">{text(lead.budget)}</DetailRow>
        <DetailRow label="Projekttyp">{text(lead.projectType)}</DetailRow>
        <DetailRow label="Projektphase">{text(lead.stage)}</DetailRow>
        <DetailRow label="Stil">{text(lead.style)}</DetailRow>
        <DetailRow label="Größe">{text(lead.size)}</DetailRow>
        <DetailRow label="Bestehende Installationen behalten">{keepInstallationsLabel(lead.keepInstallations)}</DetailRow>
        <DetailRow label="AI-Angebot (Link-ID)">{text(lead.aiOfferLinkId)}</DetailRow>
      </DetailSection>

      <DetailSection title="Kontakt">
        {state === "erased" ? (
          <>
            <DetailRow label="Name">
              <LeadCustomerName lead={lead} />
            </DetailRow>
            <DetailRow label="E-Mail">
              <LeadCustomerName lead={lead} />
            </DetailRow>
            <DetailRow label="Telefon">
              <LeadCustomerName lead={lead} />
            </DetailRow>
          </>
        ) : (
          <>
            <DetailRow label="Name">{lead.name}</DetailRow>
            <DetailRow label="E-Mail">
              <a href={`mailto:${lead.email}`} className="font-medium break-all text-primary underline underline-offset-2">
                {lead.email}
              </a>
            </DetailRow>
            <DetailRow label="Telefon">
              <a href={telHref(lead.phone)} className="font-medium text-primary underline underline-offset-2">
                {lead.phone}
              </a>
            </DetailRow>
            <DetailRow label="E-Mail bestätigt">
              {lead.emailConfirmedAt ? `Ja, am ${formatGermanDate(lead.emailConfirmedAt)}` : "Noch nicht"}
            </DetailRow>
          </>
        )}
        <DetailRow label="PLZ">{lead.zipCode}</DetailRow>
      </DetailSection>

      <DetailSection title="Quiz-Antworten">
        {answers.length === 0 ? (
          <p className="text-sm text-muted-foreground sm:col-span-2">Keine Quiz-Antworten vorhanden</p>
        ) : (
          answers.map((row) => (
            <DetailRow key={row.key} label={row.label}>
              {row.value}
            </DetailRow>
          ))
        )}
      </DetailSection>

      <LeadHistory leadId={lead.id} />
    </>
  );
}

/** The lead's history, oldest first (GET /api/company/leads/{id}/events). */
function LeadHistory({ leadId }: { leadId: number }) {
  const events = useLeadEvents(leadId);
  return (
    <section className="grid gap-2" aria-labelledby={`lead-history-${leadId}`}>
      <h3 id={`lead-history-${leadId}`} className="text-sm font-semibold">
        Verlauf
      </h3>
      {events.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : events.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Der Verlauf konnte nicht geladen werden.{" "}
          <button type="button" className="underline underline-offset-2" onClick={() => void events.refetch()}>
            Erneut versuchen
          </button>
        </p>
      ) : events.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Einträge.</p>
      ) : (
        <ol className="grid gap-2 rounded-lg border bg-muted/30 p-4 text-sm">
          {events.data.map((event) => (
            <li key={event.id} className="grid gap-0.5">
              <span>
                <time dateTime={event.createdAt} className="text-muted-foreground">
                  {formatViennaDateTime(event.createdAt)}
                </time>{" "}
                · {assignmentEventLabel(event)}
              </span>
              {event.reason && <span className="break-words text-muted-foreground">Grund: {event.reason}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
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

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}
