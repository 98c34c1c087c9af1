"use client";
/**
 * One lead in the company dashboard's list: service, grade badge, the site visit's state, scope summary, district,
 * age, how many companies received it, budget, the customer's marks, details button and the status controls
 * (lead-actions.tsx). Controls are disabled while a change is saved and the list reloads.
 */
import { CalendarClock, Clock, Euro, Eye, MapPin, MessagesSquare, UserRound, UsersRound } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { serviceName } from "@/lib/content/service-catalog";
import { companiesReceivedLabel, leadAgeLabel, type CompanyLead } from "@/lib/domain/company-lead";
import { leadScopeSummary } from "@/lib/domain/lead-labels";
import { siteVisitLabel } from "@/lib/domain/site-visits";
import { viennaDistrict } from "@/lib/domain/vienna-districts";
import { formatViennaDateTime } from "@/lib/time/vienna";

import { LeadProgress, LeadStatusControls } from "./lead-actions";
import { LeadGradeBadge } from "./lead-grade-badge";
import { LeadCustomerMarks, LeadCustomerName } from "./lead-marks";

export function LeadCard({
  lead,
  onShowDetails,
  isNew = false,
  now,
  companiesPerLead,
}: {
  lead: CompanyLead;
  onShowDetails: (lead: CompanyLead) => void;
  /** Shows the "Neu" mark (components/company/new-leads.ts). */
  isNew?: boolean;
  /** Current time (ms) for the age; components/company/use-now.ts keeps it fresh. */
  now: number;
  /** The most companies a lead goes to (GET /api/company/leads `companiesPerLead`). */
  companiesPerLead?: number;
}) {
  /** How buttons name the lead: the customer, or the lead number once the customer erased the data. */
  const leadLabel = lead.erasedAt ? `Lead #${lead.id}` : lead.name;
  const scope = leadScopeSummary(lead);
  const district = viennaDistrict(lead.zipCode);
  const companies = companiesReceivedLabel(lead.assignmentCount, companiesPerLead);

  return (
    <article
      aria-labelledby={`lead-${lead.id}-title`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`lead-${lead.id}-title`} className="text-base font-semibold">
            {serviceName(lead.serviceType)}
          </h3>
          {isNew && <Badge className="bg-primary text-primary-foreground">Neu</Badge>}
          {(lead.unreadMessages ?? 0) > 0 && (
            <Badge variant="outline" className="gap-1" data-testid="lead-unread">
              <MessagesSquare className="size-3" aria-hidden="true" />
              {lead.unreadMessages} {lead.unreadMessages === 1 ? "neue Nachricht" : "neue Nachrichten"}
            </Badge>
          )}
          {lead.siteVisit && (
            <Badge
              variant={lead.siteVisit.status === "booked" ? "secondary" : "outline"}
              className="gap-1 whitespace-normal"
              data-testid="lead-site-visit"
            >
              <CalendarClock className="size-3" aria-hidden="true" />
              {siteVisitLabel(lead.siteVisit)}
            </Badge>
          )}
          <LeadGradeBadge quizAnswers={lead.quizAnswers} />
          <LeadCustomerMarks lead={lead} />
        </div>
        {scope && (
          <p className="mt-1 truncate text-sm text-foreground/90" title={scope}>
            <span className="sr-only">Umfang: </span>
            {scope}
          </p>
        )}
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">PLZ</span>
            <span>{lead.zipCode}</span>
            {district && <span>· {district.name}</span>}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Eingegangen</span>
            <time dateTime={lead.createdAt} title={`Eingegangen am ${formatViennaDateTime(lead.createdAt)}`}>
              {leadAgeLabel(lead.createdAt, now)}
            </time>
          </li>
          {companies && (
            <li
              className="flex items-center gap-1.5"
              title="So viele Firmen haben diese Anfrage erhalten (Ihre Firma eingeschlossen)."
            >
              <UsersRound className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Anfrage ging an</span>
              {companies}
            </li>
          )}
          {lead.budget && (
            <li className="flex items-center gap-1.5">
              <Euro className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Budget</span>
              {lead.budget}
            </li>
          )}
        </ul>
        <p className="mt-2 flex min-w-0 items-center gap-1.5 text-sm font-medium">
          <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">
            <LeadCustomerName lead={lead} />
          </span>
        </p>
        <LeadProgress lead={lead} className="mt-2" />
      </div>

      <div className="flex flex-wrap items-center gap-2 lg:max-w-md lg:justify-end">
        <Button
          variant="outline"
          className="min-h-10"
          onClick={() => onShowDetails(lead)}
          aria-label={`Details zu ${leadLabel}`}
        >
          <Eye aria-hidden="true" />
          Details
        </Button>
        <LeadStatusControls lead={lead} leadLabel={leadLabel} />
      </div>
    </article>
  );
}
