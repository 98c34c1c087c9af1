"use client";
/**
 * The lead details as a sheet (full screen on phones), contact first: name, service, district, grade, the customer's
 * marks and call / WhatsApp / e-mail buttons; then status controls, the answer summary, the customer's photos and
 * plans, the site visit, the offer, the history and the technical details. Erased leads and leads whose contact data
 * the customer has not released show no contact buttons.
 */
import { ChevronRight, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type * as React from "react";

import { ProjectFilesPanel } from "@/components/files/project-file-gallery";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { VisitPlanner } from "@/components/visits/visit-planner";
import { serviceName } from "@/lib/content/service-catalog";
import { assignmentEventLabel, leadCustomerState, whatsAppHref, type CompanyLead } from "@/lib/domain/company-lead";
import { CONTACT_RELEASE_TEXTS } from "@/lib/domain/contact-release-texts";
import { EMPTY_VALUE, leadAnswerSummary } from "@/lib/domain/lead-labels";
import { formatPhone, telHref } from "@/lib/domain/phone";
import { viennaDistrict } from "@/lib/domain/vienna-districts";
import { formatLocalDate, formatViennaDateTime } from "@/lib/time/vienna";

import { LeadProgress, LeadStatusControls } from "./lead-actions";
import { LeadGradeBadge } from "./lead-grade-badge";
import { LeadMessages } from "./lead-messages";
import { LeadCustomerMarks, LeadCustomerName } from "./lead-marks";
import { OfferEditor } from "./offer-editor";
import { useLeadEvents } from "./queries";
import { InlineLoadError } from "@/components/ui/inline-load-error";

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
    <Sheet open={open && lead !== null} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-full gap-0 overflow-y-auto p-0 focus:outline-none sm:max-w-xl"
        // Focus the sheet itself, not its first control (the grade badge would open its tooltip).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {lead && <LeadDetails lead={lead} />}
      </SheetContent>
    </Sheet>
  );
}

function LeadDetails({ lead }: { lead: CompanyLead }) {
  const summary = leadAnswerSummary(lead);
  const state = leadCustomerState(lead);
  const district = viennaDistrict(lead.zipCode);
  const leadLabel = lead.erasedAt ? `Lead #${lead.id}` : lead.name;
  const whatsApp = lead.phone ? whatsAppHref(lead.phone) : null;

  return (
    <>
      <SheetHeader className="gap-3 border-b p-4 sm:p-6">
        <div className="grid gap-1 pr-8">
          <SheetTitle className="text-xl leading-tight break-words">
            <span className="sr-only">Lead-Details: </span>
            {state === "erased" ? (
              <span className="flex flex-wrap items-baseline gap-x-2">
                {leadLabel}
                <LeadCustomerName lead={lead} className="text-base font-normal" />
              </span>
            ) : (
              leadLabel
            )}
          </SheetTitle>
          <SheetDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-foreground">{serviceName(lead.serviceType)}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {lead.zipCode}
              {district && ` ${district.name}`}
            </span>
          </SheetDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LeadGradeBadge quizAnswers={lead.quizAnswers} />
          <LeadCustomerMarks lead={lead} />
        </div>

        {state === "withdrawn" && (
          <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            Der Kunde hat diese Anfrage am {formatLocalDate(lead.consentWithdrawnAt)} zurückgezogen. Bitte kontaktieren
            Sie ihn in dieser Sache nicht mehr, es sei denn, Sie haben bereits einen Auftrag vereinbart.
          </p>
        )}
        {state !== "erased" && lead.contactReleasedAt === null ? (
          <p role="note" className="rounded-lg border bg-muted/50 p-3 text-sm" data-testid="lead-contact-waiting">
            Kontaktdaten: {CONTACT_RELEASE_TEXTS.waiting}. {CONTACT_RELEASE_TEXTS.waitingHint} Bis dahin sehen Sie die
            Anfrage, die Postleitzahl und den Vornamen; wir schicken Ihnen eine E-Mail, sobald der Kunde freigibt.
          </p>
        ) : state === "erased" ? (
          <p role="note" className="rounded-lg border bg-muted/50 p-3 text-sm">
            Der Kunde hat seine Daten am {formatLocalDate(lead.erasedAt)} gelöscht: Name, E-Mail-Adresse, Telefonnummer
            und Freitext-Antworten sind nicht mehr gespeichert.
          </p>
        ) : (
          <section aria-label="Kontakt" className="grid gap-3">
            <p className="grid gap-0.5 text-sm break-all select-text">
              <span>{formatPhone(lead.phone)}</span>
              <span>{lead.email}</span>
            </p>
            <div className={whatsApp ? "grid grid-cols-3 gap-2" : "grid grid-cols-2 gap-2"}>
              <Button asChild className="h-auto min-h-12 flex-col gap-1 px-2 py-2 sm:flex-row sm:gap-2">
                <a href={telHref(lead.phone)} aria-label={`Anrufen: ${formatPhone(lead.phone)}`}>
                  <Phone aria-hidden="true" />
                  Anrufen
                </a>
              </Button>
              {whatsApp && (
                <Button
                  asChild
                  variant="outline"
                  className="h-auto min-h-12 flex-col gap-1 px-2 py-2 sm:flex-row sm:gap-2"
                >
                  <a
                    href={whatsApp}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label="WhatsApp-Nachricht schreiben (öffnet WhatsApp)"
                  >
                    <MessageCircle aria-hidden="true" />
                    WhatsApp
                  </a>
                </Button>
              )}
              <Button
                asChild
                variant="outline"
                className="h-auto min-h-12 flex-col gap-1 px-2 py-2 sm:flex-row sm:gap-2"
              >
                <a href={`mailto:${lead.email}`} aria-label={`E-Mail an ${lead.email}`}>
                  <Mail aria-hidden="true" />
                  E-Mail
                </a>
              </Button>
            </div>
          </section>
        )}
      </SheetHeader>

      <div className="grid gap-6 p-4 sm:p-6">
        <section className="grid gap-3 rounded-lg border p-4" aria-label="Status und Kontakt">
          <LeadProgress lead={lead} />
          <LeadStatusControls lead={lead} leadLabel={leadLabel} idPrefix="details" />
        </section>

        <section className="grid gap-2" aria-labelledby={`lead-answers-${lead.id}`}>
          <h3 id={`lead-answers-${lead.id}`} className="text-sm font-semibold">
            Angaben zum Projekt
          </h3>
          {summary.length === 0 ? (
            <p className="rounded-lg border bg-muted/30 p-4 text-sm text-muted-foreground">
              Keine Angaben aus dem Fragebogen vorhanden.
            </p>
          ) : (
            <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2">
              {summary.map((row) => (
                <DetailRow key={row.key} label={row.label}>
                  {row.value}
                </DetailRow>
              ))}
            </dl>
          )}
        </section>

        {state !== "erased" && (
          <section className="grid gap-2" aria-labelledby={`lead-files-${lead.id}`}>
            <h3 id={`lead-files-${lead.id}`} className="text-sm font-semibold">
              Fotos & Pläne
            </h3>
            <ProjectFilesPanel
              url={`/api/company/leads/${lead.id}/files`}
              label="Fotos und Pläne des Kunden"
              emptyText="Der Kunde hat keine Fotos oder Pläne hochgeladen."
            />
          </section>
        )}

        {state !== "erased" && state !== "withdrawn" && <VisitPlanner leadId={lead.id} />}
        {state !== "erased" && state !== "withdrawn" && <OfferEditor leadId={lead.id} />}

        <LeadMessages lead={lead} />

        <LeadHistory leadId={lead.id} />

        <details className="group rounded-lg border">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
            <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
            Technische Angaben
          </summary>
          <dl className="grid gap-x-6 gap-y-3 border-t p-4 sm:grid-cols-2">
            <DetailRow label="ID">{lead.id}</DetailRow>
            <DetailRow label="Service-Kennung">{lead.serviceType}</DetailRow>
            <DetailRow label="Status">{lead.status}</DetailRow>
            <DetailRow label="Erstellt am">{formatViennaDateTime(lead.createdAt)}</DetailRow>
            <DetailRow label="Zugewiesen am">{formatViennaDateTime(lead.assignedAt)}</DetailRow>
            {state !== "erased" && (
              <DetailRow label="E-Mail bestätigt">
                {lead.emailConfirmedAt ? `Ja, am ${formatLocalDate(lead.emailConfirmedAt)}` : "Noch nicht"}
              </DetailRow>
            )}
            <DetailRow label="AI-Angebot (Link-ID)">
              <span className="break-all">{text(lead.aiOfferLinkId)}</span>
            </DetailRow>
          </dl>
        </details>
      </div>
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
        <InlineLoadError text="Der Verlauf konnte nicht geladen werden." onRetry={() => void events.refetch()} />
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

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}
