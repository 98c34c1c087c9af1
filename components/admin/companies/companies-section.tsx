"use client";
/**
 * The admin's companies table (authenticated-side.md §2 "Companies"; issue 5 "Companies"): name,
 * city, services, verified / not verified, registered date and a details button that opens the
 * company's details (contact, services, assignments with outcomes, verify / unverify). Issue 13 §2:
 * "Firma anlegen" above the table, a "Deaktiviert" badge for deactivated companies and the login
 * state ("Ohne Passwort"). Issue 13 §7: the list is paged on the server with a search box (name,
 * city, e-mail, phone, PLZ, #ID) and a status filter, companies needing action first (not verified,
 * or no password and no valid setup link), then newest first.
 * Data: GET /api/admin/companies?page&pageSize&q&status (reloaded after every admin change).
 */
import { Eye, KeyRound } from "lucide-react";
import { useState } from "react";

import { AdminListTable } from "@/components/admin/admin-list-table";
import { usePagedList } from "@/components/admin/list-controls";
import { ListPager } from "@/components/ui/list-pager";
import { ListSearchToolbar } from "@/components/admin/list-search-toolbar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { ADMIN_COMPANIES_PAGE_SIZE, ADMIN_COMPANY_STATUS_FILTERS, type AdminCompanyRow } from "@/lib/domain/admin-companies";
import { EMPTY_VALUE, formatGermanDate } from "@/lib/domain/lead-labels";

import { DeactivatedBadge } from "./company-activation";
import { CompanyDetailsDialog } from "./company-details-dialog";
import { CreateCompanyButton } from "./company-form-dialogs";
import { companyServicesText } from "./company-services";
import { ADMIN_COMPANIES_QUERY_KEY, fetchCompaniesTablePage } from "./queries";
import { VerifiedBadge } from "./verified-badge";

const COLUMNS = ["Name", "Ort", "Kontakt", "Leistungen", "Status", "Registriert", "Aktion"];

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
      <ListSearchToolbar
        placeholder="Name, Ort, E-Mail, Telefon, PLZ oder #ID"
        searchInput={paged.searchInput}
        onSearchInput={paged.setSearchInput}
        options={ADMIN_COMPANY_STATUS_FILTERS}
        status={paged.status}
        onStatus={paged.setStatus}
        total={paged.total}
        noun={["Firma", "Firmen"]}
      />
      <AdminListTable
        aria-label="Firmen"
        aria-busy={paged.list.isFetching || undefined}
        list={paged.list}
        columns={COLUMNS}
        texts={{
          loading: "Firmen werden geladen...",
          empty: paged.filtered ? "Keine passenden Firmen gefunden" : "Keine Firmen vorhanden",
          loadError: "Die Firmen konnten nicht geladen werden.",
        }}
        renderRow={(company) => <CompanyRow key={company.id} company={company} onDetails={() => setDetailsId(company.id)} />}
      />
      <ListPager page={paged.page} pages={paged.pages} total={paged.total} onPage={paged.setPage} />
      <CompanyDetailsDialog
        companyId={detailsId}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
      />
    </section>
  );
}

function CompanyRow({ company, onDetails }: { company: AdminCompanyRow; onDetails: () => void }) {
  return (
    <TableRow data-testid={`company-row-${company.id}`}>
      <TableCell className="min-w-44">
        <span className="font-medium break-words">{company.name}</span>
        <span className="block text-xs text-muted-foreground tabular-nums">#{company.id}</span>
      </TableCell>
      <TableCell>
        {company.city}
        {company.zipCode && !company.city.includes(company.zipCode) && <span className="block text-xs text-muted-foreground">PLZ {company.zipCode}</span>}
      </TableCell>
      <TableCell className="max-w-64 min-w-40 text-sm">
        {company.email || company.contactPhone || company.contactEmail ? (
          <>
            {company.email && <span className="block break-all">{company.email}</span>}
            {company.contactEmail && company.contactEmail !== company.email && (
              <span className="block break-all text-muted-foreground">{company.contactEmail}</span>
            )}
            {company.contactPhone && <span className="block whitespace-nowrap text-muted-foreground">{company.contactPhone}</span>}
          </>
        ) : (
          EMPTY_VALUE
        )}
      </TableCell>
      <TableCell className="max-w-72 min-w-40">{companyServicesText(company.services)}</TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          <VerifiedBadge verified={company.verified} />
          {company.deactivatedAt && <DeactivatedBadge />}
          {!company.deactivatedAt && !company.passwordSet && <NoPasswordBadge linkExpired={company.needsAction && company.verified && company.email !== null} />}
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">{formatGermanDate(company.createdAt)}</TableCell>
      <TableCell>
        <Button size="sm" variant="outline" onClick={onDetails} aria-label={`Details zu ${company.name}`}>
          <Eye aria-hidden="true" />
          Details
        </Button>
      </TableCell>
    </TableRow>
  );
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
