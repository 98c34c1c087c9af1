"use client";
/**
 * The "Nachrichten" panel of a lead's details: the thread with the customer (first name only). Opening it marks the
 * customer's messages read; the first message sent counts as first contact. An ended session leads to the login.
 */
import { useCallback, useState } from "react";

import { MessageThread } from "@/components/messages/message-thread";
import { leadThreadSource } from "@/components/messages/queries";
import { Badge } from "@/components/ui/badge";
import type { CompanyLead } from "@/lib/domain/company-lead";

import { companyKeys, isSessionExpired, useSessionExpiredRedirect } from "./queries";

/** The customer as the thread names them: first name, or "Kunde" for an erased lead. */
function customerLabel(lead: Pick<CompanyLead, "name" | "erasedAt">): string {
  if (lead.erasedAt) return "Kunde";
  return lead.name.trim().split(/\s+/)[0] || "Kunde";
}

export function LeadMessages({ lead }: { lead: CompanyLead }) {
  const headingId = `lead-messages-${lead.id}`;
  const unread = lead.unreadMessages ?? 0;
  const [expiredError, setExpiredError] = useState<unknown>(null);
  useSessionExpiredRedirect(expiredError);
  const onRequestError = useCallback((error: unknown) => {
    if (isSessionExpired(error)) setExpiredError(error);
  }, []);
  return (
    <section className="grid gap-2" aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        Nachrichten
        {unread > 0 && (
          <Badge variant="outline">
            {unread} neu<span className="sr-only"> ungelesene Nachrichten</span>
          </Badge>
        )}
      </h3>
      <MessageThread
        source={leadThreadSource(lead.id, companyKeys.leads)}
        viewer="company"
        otherName={customerLabel(lead)}
        emptyText="Noch keine Nachrichten. Schreiben Sie dem Kunden, z. B. wann Sie ihn erreichen können."
        onRequestError={onRequestError}
      />
    </section>
  );
}
