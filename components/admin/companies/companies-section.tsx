"use client";
/**
 * The admin's companies table (authenticated-side.md §2 "Companies"; issue 5 "Companies"): name,
 * city, services, verified / not verified, registered date and a details button that opens the
 * company's details (contact, services, assignments with outcomes, verify / unverify). Issue 13 §2:
 * "Firma anlegen" above the table and a "Deaktiviert" badge for deactivated companies.
 */
import { Eye } from "lucide-react";
import { useState } from "react";

import { AdminListTable } from "@/components/admin/admin-list-table";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatGermanDate } from "@/lib/domain/lead-labels";

import { DeactivatedBadge } from "./company-activation";
import { CompanyDetailsDialog } from "./company-details-dialog";
import { CreateCompanyButton } from "./company-form-dialogs";
import { companyServicesText } from "./company-services";
import { useAdminCompanies } from "./queries";
import { VerifiedBadge } from "./verified-badge";

const COLUMNS = ["Name", "Ort", "Leistungen", "Status", "Registriert", "Aktion"];

export function CompaniesSection() {
  const companies = useAdminCompanies();
  const [detailsId, setDetailsId] = useState<number | null>(null);

  return (
    <>
      <div className="mb-4 flex justify-end">
        <CreateCompanyButton />
      </div>
      <AdminListTable
        aria-label="Firmen"
        list={companies}
        columns={COLUMNS}
        texts={{ loading: "Firmen werden geladen...", empty: "Keine Firmen vorhanden", loadError: "Die Firmen konnten nicht geladen werden." }}
        renderRow={(company) => (
          <TableRow key={company.id}>
            <TableCell className="font-medium">{company.name}</TableCell>
            <TableCell>{company.city}</TableCell>
            <TableCell className="max-w-72 min-w-40">{companyServicesText(company.services)}</TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                <VerifiedBadge verified={company.verified} />
                {company.deactivatedAt && <DeactivatedBadge />}
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatGermanDate(company.createdAt)}</TableCell>
            <TableCell>
              <Button size="sm" variant="outline" onClick={() => setDetailsId(company.id)} aria-label={`Details zu ${company.name}`}>
                <Eye aria-hidden="true" />
                Details
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <CompanyDetailsDialog
        companyId={detailsId}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
      />
    </>
  );
}
