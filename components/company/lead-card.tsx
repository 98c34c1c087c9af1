"use client";
/**
 * One lead in the company dashboard's list (authenticated-side.md §2 "Company dashboard", §4, §8):
 * service, customer name, postcode, date (dd.MM.yyyy), budget, the grade badge when there is a
 * score, the "Neu" mark for a newly assigned lead (issue 13 §7), the customer's marks of issue 14
 * ("E-Mail bestätigt", "vom Kunden zurückgezogen"; "vom Kunden gelöscht" instead of the name), a
 * details button and the status selector (Offen / Gewonnen / Verloren) with the "Kontaktiert"
 * button and the won job's actions (issue 15 §1/§2, lead-actions.tsx), plus the contact and won-job
 * lines ("Kontaktiert am …" / "Noch nicht kontaktiert", value and month, "Abgeschlossen"). The
 * controls are disabled while a change is saved and the list reloaded; toasts report the outcome.
 */
import { CalendarDays, Euro, Eye, MapPin } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { serviceName } from "@/lib/content/service-catalog";
import type { CompanyLead } from "@/lib/domain/company-lead";
import { formatGermanDate } from "@/lib/domain/lead-labels";

import { LeadProgress, LeadStatusControls } from "./lead-actions";
import { LeadGradeBadge } from "./lead-grade-badge";
import { LeadCustomerMarks, LeadCustomerName } from "./lead-marks";

export function LeadCard({
  lead,
  onShowDetails,
  isNew = false,
}: {
  lead: CompanyLead;
  onShowDetails: (lead: CompanyLead) => void;
  /** Shows the "Neu" mark (components/company/new-leads.ts). */
  isNew?: boolean;
}) {
  /** How buttons name the lead: the customer, or the lead number once the customer erased the data. */
  const leadLabel = lead.erasedAt ? `Lead #${lead.id}` : lead.name;

  return (
    <article
      aria-labelledby={`lead-${lead.id}-title`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`lead-${lead.id}-title`} className="text-base font-semibold">
            {serviceName(lead.serviceType)}
          </h3>
          {isNew && (
            <Badge className="bg-primary text-primary-foreground">
              Neu
            </Badge>
          )}
          <LeadGradeBadge quizAnswers={lead.quizAnswers} />
          <LeadCustomerMarks lead={lead} />
        </div>
        <p className="mt-1 truncate text-sm font-medium">
          <LeadCustomerName lead={lead} />
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            <span className="sr-only">PLZ</span>
            {lead.zipCode}
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <span className="sr-only">Erstellt am</span>
            {formatGermanDate(lead.createdAt)}
          </li>
          {lead.budget && (
            <li className="flex items-center gap-1.5">
              <Euro className="size-4" aria-hidden="true" />
              <span className="sr-only">Budget</span>
              {lead.budget}
            </li>
          )}
        </ul>
        <LeadProgress lead={lead} className="mt-2" />
      </div>

      <div className="flex flex-wrap items-center gap-2 sm:max-w-md sm:justify-end">
        <Button variant="outline" className="min-h-10" onClick={() => onShowDetails(lead)} aria-label={`Details zu ${leadLabel}`}>
          <Eye aria-hidden="true" />
          Details
        </Button>
        <LeadStatusControls lead={lead} leadLabel={leadLabel} />
      </div>
    </article>
  );
}
