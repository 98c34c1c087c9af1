"use client";
/**
 * The admin's companies table with details, "Firma anlegen", deactivated and login-state badges. Paged on the
 * server, companies needing action (not verified, or no password and no valid setup link) first.
 */
import { Eye, KeyRound } from "lucide-react";
import { useState } from "react";

import type { AdminColumn } from "@/components/admin/admin-list-table";
import { PagedListTable, usePagedList, type ListToolbarConfig } from "@/components/admin/list-controls";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  ADMIN_COMPANIES_PAGE_SIZE,
  ADMIN_COMPANY_STATUS_FILTERS,
  type AdminCompanyRow,
} from "@/lib/domain/admin-companies";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";
import { formatPhone } from "@/lib/domain/phone";
import { formatLocalDate } from "@/lib/time/vienna";

import { DeactivatedBadge } from "./company-activation";
import { CompanyDetailsDialog } from "./company-details-dialog";
import { CreateCompanyButton } from "./company-form-dialogs";
import { companyServicesText } from "./company-services";
import { ADMIN_COMPANIES_QUERY_KEY, fetchCompaniesTablePage } from "./queries";
import { VerifiedBadge } from "./verified-badge";

/** The list's search box and status filter. */
const TOOLBAR: ListToolbarConfig = {
  placeholder: "Name, Ort, E-Mail, Telefon, PLZ oder #ID",
  options: ADMIN_COMPANY_STATUS_FILTERS,
  noun: ["Firma", "Firmen"],
};

export function CompaniesSection() {
  const paged = usePagedList({
    queryKey: ADMIN_COMPANIES_QUERY_KEY,
    fetchPage: fetchCompaniesTablePage,
    // No polling: every admin change reloads the list (invalidateAdminQueries).
    refetchInterval: 0,
    pageSize: ADMIN_COMPANIES_PAGE_SIZE,
  });
  const [detailsId, setDetailsId] = useState<number | null>(null);

  return (
    <section aria-label="Firmen" className="grid gap-4">
      <div className="flex justify-end">
        <CreateCompanyButton />
      </div>
      <PagedListTable
        paged={paged}
        toolbar={TOOLBAR}
        aria-label="Firmen"
        columns={companyColumns((company) => setDetailsId(company.id))}
        rowKey={(company) => company.id}
        rowProps={(company) => ({ "data-testid": `company-row-${company.id}` })}
        texts={{
          loading: "Firmen werden geladen...",
          empty: paged.filtered ? "Keine passenden Firmen gefunden" : "Keine Firmen vorhanden",
          loadError: "Die Firmen konnten nicht geladen werden.",
        }}
      />
      <CompanyDetailsDialog
        companyId={detailsId}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
      />
    </section>
  );
}

/** The columns of the companies table; "Details" opens the company's dialog through `onDetails`. */
function companyColumns(onDetails: (company: AdminCompanyRow) => void): AdminColumn<AdminCompanyRow>[] {
  return [
    {
      header: "Name",
      className: "min-w-40",
      cell: (company) => (
        <>
          <span className="font-medium break-words">{company.name}</span>
          <span className="block text-xs text-muted-foreground tabular-nums">#{company.id}</span>
        </>
      ),
    },
    {
      header: "Ort",
      cell: (company) => (
        <>
          {company.city}
          {company.zipCode && !company.city.includes(company.zipCode) && (
            <span className="block text-xs text-muted-foreground">PLZ {company.zipCode}</span>
          )}
        </>
      ),
    },
    {
      header: "Kontakt",
      className: "max-w-64 min-w-40 text-sm",
      cell: (company) =>
        company.email || company.contactPhone || company.contactEmail ? (
          <>
            {company.email && <span className="block break-all">{company.email}</span>}
            {company.contactEmail && company.contactEmail !== company.email && (
              <span className="block break-all text-muted-foreground">{company.contactEmail}</span>
            )}
            {company.contactPhone && (
              <span className="block whitespace-nowrap text-muted-foreground">{formatPhone(company.contactPhone)}</span>
            )}
          </>
        ) : (
          EMPTY_VALUE
        ),
    },
    { header: "Leistungen", className: "max-w-72 min-w-40", cell: (company) => companyServicesText(company.services) },
    {
      header: "Status",
      cell: (company) => (
        <div className="flex flex-wrap gap-1">
          <VerifiedBadge verified={company.verified} />
          {company.deactivatedAt && <DeactivatedBadge />}
          {!company.deactivatedAt && !company.passwordSet && (
            <NoPasswordBadge linkExpired={company.needsAction && company.verified && company.email !== null} />
          )}
        </div>
      ),
    },
    {
      header: "Registriert",
      className: "whitespace-nowrap tabular-nums",
      cell: (company) => formatLocalDate(company.createdAt),
    },
    {
      header: "Aktion",
      actions: true,
      cell: (company) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onDetails(company)}
          aria-label={`Details zu ${company.name}`}
        >
          <Eye aria-hidden="true" />
          Details
        </Button>
      ),
    },
  ];
}

/** The company cannot log in yet: no password set (and, when `linkExpired`, no valid setup link either). */
function NoPasswordBadge({ linkExpired }: { linkExpired: boolean }) {
  return (
    <Badge variant="outline" className="border-amber-200 bg-amber-50 text-amber-900">
      <KeyRound aria-hidden="true" />
      {linkExpired ? "Ohne Passwort, Link abgelaufen" : "Ohne Passwort"}
    </Badge>
  );
}
