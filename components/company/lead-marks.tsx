/**
 * The customer's marks on a lead ("E-Mail bestätigt", "vom Kunden zurückgezogen", whether the contact data are
 * released) and the name, which reads "vom Kunden gelöscht" after erasure (the server sends that label; the
 * confirmation badge is hidden then).
 */
import { Ban, Hourglass, LockOpen, MailCheck, Trash2 } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import {
  EMAIL_CONFIRMED_LABEL,
  LEAD_ERASED_LABEL,
  LEAD_WITHDRAWN_LABEL,
  leadCustomerState,
  type CompanyLead,
} from "@/lib/domain/company-lead";
import { CONTACT_RELEASE_TEXTS } from "@/lib/domain/contact-release-texts";
import { cn } from "@/lib/utils";
import { formatLocalDate } from "@/lib/time/vienna";

/** The badges of a lead; nothing when it has none. */
export function LeadCustomerMarks({
  lead,
}: {
  lead: Pick<CompanyLead, "emailConfirmedAt" | "consentWithdrawnAt" | "erasedAt" | "contactReleasedAt">;
}) {
  const state = leadCustomerState(lead);
  return (
    <>
      {lead.contactReleasedAt !== undefined && state !== "erased" && (
        <ContactReleaseBadge contactReleasedAt={lead.contactReleasedAt} />
      )}
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

/** "Kontaktdaten freigegeben" or "wartet auf Freigabe" with the hint why (title and screen readers). */
function ContactReleaseBadge({ contactReleasedAt }: { contactReleasedAt: string | null }) {
  if (contactReleasedAt) {
    return (
      <Badge
        variant="outline"
        className="border-emerald-200 bg-emerald-50 text-emerald-800"
        title={`${CONTACT_RELEASE_TEXTS.released} am ${formatLocalDate(contactReleasedAt)}`}
        data-mark="contact-released"
      >
        <LockOpen aria-hidden="true" />
        {CONTACT_RELEASE_TEXTS.released}
      </Badge>
    );
  }
  return (
    <Badge
      variant="outline"
      className="border-slate-300 bg-slate-50 text-slate-800"
      title={CONTACT_RELEASE_TEXTS.waitingHint}
      data-mark="contact-waiting"
    >
      <Hourglass aria-hidden="true" />
      {CONTACT_RELEASE_TEXTS.waiting}
      <span className="sr-only">: {CONTACT_RELEASE_TEXTS.waitingHint}</span>
    </Badge>
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
