"use client";
/**
 * A company's details for the admin: contact, services, verification, login state, its assignments with outcomes
 * (paged), recorded figures, edit, (de)activation and the Verlauf.
 */
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import type * as React from "react";

import { EntityHistory } from "@/components/admin/audit-log/entity-history";
import { CompanyChecksSection } from "@/components/admin/verification/company-checks-section";
import { InsurancePanel } from "@/components/admin/verification/insurance-panel";
import { LeadStatusBadge } from "@/components/admin/projects/status-badge";
import { LoadErrorState } from "@/components/admin/table-states";
import { AdminTable } from "@/components/admin/admin-list-table";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ListPager } from "@/components/ui/list-pager";
import { Skeleton } from "@/components/ui/skeleton";
import { serviceName } from "@/lib/content/service-catalog";
import { ADMIN_COMPANY_ASSIGNMENTS_LIMIT, type AdminCompanyDetails } from "@/lib/domain/admin-projects";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";
import { formatPhone, telHref } from "@/lib/domain/phone";
import { MIN_RESPONSE_SAMPLES, RESPONSE_TIME_WINDOW_DAYS, formatResponseTime } from "@/lib/domain/response-time";
import { formatLocalDate, formatViennaDateTime } from "@/lib/time/vienna";

import { CompanyActivationButton, DeactivatedBadge } from "./company-activation";
import { CompanyBillingSection } from "./company-billing";
import { EditCompanyButton } from "./company-form-dialogs";
import { companyServicesText } from "./company-services";
import { useAdminCompany, useCompanyAssignmentsPage } from "./queries";
import { ResendSetupLinkButton } from "./resend-setup-link";
import { VerifiedBadge } from "./verified-badge";

export function CompanyDetailsDialog({
  companyId,
  onOpenChange,
}: {
  companyId: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={companyId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {companyId !== null && <CompanyDetails companyId={companyId} />}
      </DialogContent>
    </Dialog>
  );
}

function CompanyDetails({ companyId }: { companyId: number }) {
  const company = useAdminCompany(companyId);

  if (company.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Firmendetails</DialogTitle>
          <DialogDescription>Die Angaben werden geladen...</DialogDescription>
        </DialogHeader>
        <div role="status" className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-24 rounded-lg" />
          <Skeleton className="h-32 rounded-lg" />
        </div>
      </>
    );
  }
  if (company.isError) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Firmendetails</DialogTitle>
          <DialogDescription>Die Angaben konnten nicht geladen werden.</DialogDescription>
        </DialogHeader>
        <LoadErrorState
          text="Die Firma konnte nicht geladen werden."
          onRetry={() => void company.refetch()}
          retrying={company.isFetching}
        />
      </>
    );
  }
  return <DetailsBody company={company.data} />;
}

/**
 * The company's assignments, newest first, ADMIN_COMPANY_ASSIGNMENTS_LIMIT per page (page 1 comes with the
 * details).
 */
function CompanyAssignments({ company, total }: { company: AdminCompanyDetails; total: number }) {
  const [page, setPage] = useState(1);
  const later = useCompanyAssignmentsPage(company.id, page);
  const rows = page === 1 ? company.assignments : (later.data?.assignments ?? []);
  if (total === 0) return <p className="text-sm text-muted-foreground">Noch keine Leads zugewiesen</p>;
  return (
    <>
      <AdminTable
        aria-label="Zugewiesene Projekte"
        aria-busy={(page > 1 && later.isFetching) || undefined}
        rows={rows}
        columns={[
          { header: "Projekt", className: "tabular-nums", cell: (assignment) => `#${assignment.projectId}` },
          { header: "Service", cell: (assignment) => serviceName(assignment.serviceType) },
          { header: "PLZ", className: "tabular-nums", cell: (assignment) => assignment.zipCode },
          {
            header: "Erstellt",
            className: "whitespace-nowrap tabular-nums",
            cell: (assignment) => formatLocalDate(assignment.createdAt),
          },
          {
            header: "Status",
            cell: (assignment) =>
              assignment.endedAt ? (
                `Entfernt am ${formatLocalDate(assignment.endedAt)}`
              ) : (
                <LeadStatusBadge status={assignment.status} />
              ),
          },
        ]}
        rowKey={(assignment) => assignment.projectId}
        texts={{ loading: "Zuweisungen werden geladen...", empty: "Noch keine Leads zugewiesen" }}
      />
      <ListPager
        page={page}
        pages={Math.max(1, Math.ceil(total / ADMIN_COMPANY_ASSIGNMENTS_LIMIT))}
        total={total}
        onPage={setPage}
        label="Seiten der Zuweisungen"
      />
    </>
  );
}

function DetailsBody({ company }: { company: AdminCompanyDetails }) {
  const total = company.counts.Offen + company.counts.Gewonnen + company.counts.Verloren;

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2 pr-8">
          <DialogTitle>{company.name}</DialogTitle>
          <VerifiedBadge verified={company.verified} />
          {company.deactivatedAt && <DeactivatedBadge />}
        </div>
        <DialogDescription>
          {company.city} · registriert am {formatLocalDate(company.createdAt)}
          {company.deactivatedAt && ` · deaktiviert am ${formatViennaDateTime(company.deactivatedAt)}`}
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-wrap gap-2">
        <EditCompanyButton company={company} />
        <CompanyActivationButton
          companyId={company.id}
          name={company.name}
          deactivated={company.deactivatedAt !== null}
        />
      </div>

      <Section title="Kontakt">
        <Row label="E-Mail (Login)">
          {company.email ? (
            <a
              href={`mailto:${company.email}`}
              className="font-medium break-all text-primary underline underline-offset-2"
            >
              {company.email}
            </a>
          ) : (
            "Kein Benutzerkonto"
          )}
        </Row>
        <Row label="Kontakt-E-Mail">
          {company.contactEmail ? (
            <a href={`mailto:${company.contactEmail}`} className="break-all text-primary underline underline-offset-2">
              {company.contactEmail}
            </a>
          ) : (
            EMPTY_VALUE
          )}
        </Row>
        <Row label="Telefon">
          {company.contactPhone ? (
            <a href={telHref(company.contactPhone)} className="text-primary underline underline-offset-2">
              {formatPhone(company.contactPhone)}
            </a>
          ) : (
            EMPTY_VALUE
          )}
        </Row>
        <Row label="Adresse">
          <span className="whitespace-pre-line">{company.contactInfo?.trim() || EMPTY_VALUE}</span>
        </Row>
        <Row label="PLZ / Ort">
          {company.zipCode && !company.city.includes(company.zipCode)
            ? `${company.zipCode} ${company.city}`
            : company.city}
        </Row>
        <Row label="Leistungen">{companyServicesText(company.services)}</Row>
      </Section>

      <CompanyBillingSection companyId={company.id} />

      {company.email && (
        <section
          aria-label="Zugang"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
        >
          <div className="grid gap-1 text-sm">
            <p data-testid="password-state">{passwordStateText(company)}</p>
            <p data-testid="last-login">
              Letzte Anmeldung: {company.lastLoginAt ? formatViennaDateTime(company.lastLoginAt) : "noch nie"}
            </p>
          </div>
          {!company.deactivatedAt && <ResendSetupLinkButton companyId={company.id} email={company.email} />}
        </section>
      )}

      <CompanyChecksSection companyId={company.id} name={company.name} />
      <InsurancePanel companyId={company.id} />

      {company.figures && <FiguresSection figures={company.figures} />}

      <section aria-label="Zuweisungen" className="grid gap-3">
        <h3 className="text-sm font-semibold">Zuweisungen ({total})</h3>
        <ul className="grid grid-cols-3 gap-2 text-center">
          {(["Offen", "Gewonnen", "Verloren"] as const).map((status) => (
            <li key={status} className="rounded-lg border bg-muted/30 p-2">
              <p className="text-xs text-muted-foreground">{status}</p>
              <p className="text-xl font-bold tabular-nums" data-testid={`count-${status}`}>
                {company.counts[status]}
              </p>
            </li>
          ))}
        </ul>
        <CompanyAssignments company={company} total={total} />
      </section>

      <EntityHistory entityType="company" entityId={company.id} />
    </>
  );
}

/** The recorded figures and the public profile link. */
function FiguresSection({ figures }: { figures: NonNullable<AdminCompanyDetails["figures"]> }) {
  const contacts = figures.responseCount === 1 ? "1 Kontakt" : `${figures.responseCount} Kontakten`;
  return (
    <Section title="Kennzahlen">
      <Row label={`Antwortzeit (Median, ${RESPONSE_TIME_WINDOW_DAYS} Tage)`}>
        <span data-testid="response-median">
          {figures.responseMedianMs === null
            ? "Keine Kontakte erfasst"
            : `${formatResponseTime(figures.responseMedianMs)} (aus ${contacts}${
                figures.responseCount < MIN_RESPONSE_SAMPLES ? "; öffentlich erst ab " + MIN_RESPONSE_SAMPLES : ""
              })`}
        </span>
      </Row>
      <Row label="Bewertungen">
        {figures.ratingAverage === null
          ? "Noch keine"
          : `${figures.ratingAverage.toLocaleString("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} von 5 (${figures.ratingCount})`}
      </Row>
      <Row label="Abgeschlossene Aufträge">{figures.jobsDone}</Row>
      <Row label="Verifiziert seit">{figures.verifiedAt ? formatLocalDate(figures.verifiedAt) : EMPTY_VALUE}</Row>
      <Row label="Öffentliches Profil">
        {figures.profilePath ? (
          <a
            href={figures.profilePath}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium break-all text-primary underline underline-offset-2"
          >
            {figures.profilePath}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">(öffnet in neuem Tab)</span>
          </a>
        ) : (
          "Nur für verifizierte, aktive Firmen"
        )}
      </Row>
    </Section>
  );
}

/** "Passwort gesetzt" or whether the setup link is still open (Vienna time). */
function passwordStateText(company: AdminCompanyDetails): string {
  if (company.passwordSet) return "Passwort gesetzt";
  if (!company.setupLinkExpiresAt) return "Noch kein Passwort – kein Setup-Link offen";
  const until = formatViennaDateTime(company.setupLinkExpiresAt);
  return new Date(company.setupLinkExpiresAt).getTime() > Date.now()
    ? `Noch kein Passwort – Setup-Link offen bis ${until}`
    : `Noch kein Passwort – Setup-Link abgelaufen am ${until}`;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}
