"use client";
/**
 * The "Neu" mark of the company's lead list: a lead is new when its assignment is newer than the newest the company
 * had seen on its previous visit in this browser (stored per company as the server's `stats.lastAssignedAt`, so
 * client clocks do not matter). Without a stored visit: "Offen" and assigned less than 24 hours ago.
 */
import { useEffect, useState } from "react";

import type { CompanyLead } from "@/lib/domain/company-lead";
import { LEADS_SEEN_KEY_PREFIX } from "@/lib/domain/storage-keys";
import { storageGet, storageSet } from "@/lib/storage";

/** Window of the fallback rule (ms). */
export const NEW_LEAD_FALLBACK_MS = 24 * 60 * 60 * 1000;

/**
 * Whether `lead` gets the "Neu" mark.
 * @param previousSeen ISO time of the newest assignment seen on the previous visit, or null.
 * @param now          current time (ms), for the 24-hour fallback.
 */
export function isNewLead(
  lead: Pick<CompanyLead, "assignedAt" | "status">,
  previousSeen: string | null,
  now: number,
): boolean {
  const assigned = Date.parse(lead.assignedAt);
  if (Number.isNaN(assigned)) return false;
  const seen = previousSeen === null ? Number.NaN : Date.parse(previousSeen);
  if (!Number.isNaN(seen)) return assigned > seen;
  return lead.status === "Offen" && now - assigned < NEW_LEAD_FALLBACK_MS;
}

/**
 * Reads the previous visit's mark once per company and stores the current newest assignment for the next visit.
 * Returns the previous value (null when none) and whether it was read.
 */
export function usePreviousLeadsSeen(companyId: number | undefined, lastAssignedAt: string | null | undefined) {
  const [previous, setPrevious] = useState<{ companyId: number; seen: string | null } | null>(null);

  // Read once per company, during render (companyId is only known in the browser, after the profile loaded).
  if (companyId !== undefined && previous?.companyId !== companyId) {
    setPrevious({ companyId, seen: storageGet("local", `${LEADS_SEEN_KEY_PREFIX}${companyId}`) });
  }

  useEffect(() => {
    if (companyId === undefined || previous?.companyId !== companyId || !lastAssignedAt) return;
    storageSet("local", `${LEADS_SEEN_KEY_PREFIX}${companyId}`, lastAssignedAt);
  }, [companyId, previous, lastAssignedAt]);

  return previous !== null && previous.companyId === companyId ? previous.seen : null;
}
