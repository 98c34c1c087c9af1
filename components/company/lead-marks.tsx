/**
 * The customer's marks on a lead ("E-Mail bestätigt", "vom Kunden zurückgezogen") and the name, which reads "vom
 * Kunden gelöscht" after erasure (the server sends that label; the confirmation badge is hidden then).
 */
import { Ban, MailCheck, Trash2 } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import {
  EMAIL_CONFIRMED_LABEL,
  LEAD_ERASED_LABEL,
  LEAD_WITHDRAWN_LABEL,
  leadCustomerState,
  type CompanyLead,
} from "@/lib/domain/company-lead";
import { cn } from "@/lib/utils";
import { formatLocalDate } from "@/lib/time/vienna";

/** The badges of a lead; nothing when it has none. */
export function LeadCustomerMarks({
  lead,
}: {
  lead: Pick<CompanyLead, "emailConfirmedAt" | "consentWithdrawnAt" | "erasedAt">;
}) {
  const state = leadCustomerState(lead);
  return (
    <>
      {lead.emailConfirmedAt && state !== "erased" && (
        <Badge
          variant="outline"
          className="border-emerald-200 bg-emerald-50 text-emerald-800"
          title={`Der Kunde hat seine E-Mail-Adresse am ${formatLocalDate(lead.emailConfirmedAt)} bestätigt.`}
          data-mark="email-confirmed"
        >
          <MailCheck aria-hidden="true" />
          {EMAIL_CONFIRMED_LABEL}
        </Badge>
      )}
      {state === "withdrawn" && (
        <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900" data-mark="withdrawn">
          <Ban aria-hidden="true" />
          {LEAD_WITHDRAWN_LABEL}
        </Badge>
      )}
    </>
  );
}

/** The customer's name, or "vom Kunden gelöscht" (muted, with a bin icon) for erased data. */
export function LeadCustomerName({
  lead,
  className,
}: {
  lead: Pick<CompanyLead, "name" | "erasedAt">;
  className?: string;
}) {
  if (!lead.erasedAt) return <span className={className}>{lead.name}</span>;
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-muted-foreground italic", className)} data-mark="erased">
      <Trash2 className="size-3.5 shrink-0" aria-hidden="true" />
      {LEAD_ERASED_LABEL}
    </span>
  );
}
