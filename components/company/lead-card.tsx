"use client";
/**
 * One lead in the company dashboard's list (authenticated-side.md §2 "Company dashboard", §4, §8):
 * service, customer name, postcode, date (dd.MM.yyyy), budget, the grade badge when there is a
 * score, the "Neu" mark for a newly assigned lead (issue 13 §7), the customer's marks of issue 14
 * ("E-Mail bestätigt", "vom Kunden zurückgezogen"; "vom Kunden gelöscht" instead of the name), a
 * details button and the status selector (Offen / Gewonnen / Verloren). The selector is
 * disabled while the change is saved and the list reloaded; toasts report success or failure.
 */
import { CalendarDays, Euro, Eye, MapPin } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { serviceName } from "@/lib/content/service-catalog";
import type { CompanyLead } from "@/lib/domain/company-lead";
import { formatGermanDate } from "@/lib/domain/lead-labels";
import { isProjectStatus, PROJECT_STATUSES } from "@/lib/domain/project-status";

import { LeadGradeBadge } from "./lead-grade-badge";
import { LeadCustomerMarks, LeadCustomerName } from "./lead-marks";
import { useLeadStatusMutation } from "./queries";

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
  const mutation = useLeadStatusMutation(lead.id);
  const value = mutation.isPending && mutation.variables ? mutation.variables : lead.status;
  const selectId = `lead-status-${lead.id}`;
  /** How buttons name the lead: the customer, or the lead number once the customer erased the data. */
  const leadLabel = lead.erasedAt ? `Lead #${lead.id}` : lead.name;

  const changeStatus = (next: string) => {
    if (!isProjectStatus(next) || next === lead.status) return;
    mutation.mutate(next);
  };

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
      </div>

      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <Button variant="outline" className="min-h-10" onClick={() => onShowDetails(lead)} aria-label={`Details zu ${leadLabel}`}>
          <Eye aria-hidden="true" />
          Details
        </Button>
        <label htmlFor={selectId} className="sr-only">
          Status von {leadLabel}
        </label>
        <Select value={value} onValueChange={changeStatus} disabled={mutation.isPending}>
          <SelectTrigger id={selectId} className="min-h-10 w-36" aria-busy={mutation.isPending || undefined}>
            <SelectValue placeholder="Status" />
          </SelectTrigger>
          <SelectContent>
            {PROJECT_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {status}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </article>
  );
}
