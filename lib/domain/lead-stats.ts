/**
 * The company dashboard's numbers: the five stat cards (total, hot, open, won, lost) and the four
 * tabs (all / open / won / lost) with their counts, lead filters and empty-state texts.
 * Source: authenticated-side.md §2 ("Company dashboard"), §4 ("Lead score": grade A is a hot lead)
 * and §8 (empty texts). Pure: no I/O, usable in the browser.
 */
import { parseQuizAnswers } from "./lead-labels";
import { scoreLead } from "./lead-score";
import type { ProjectStatus } from "./project-status";

/** What the stats need of a lead: its status for this company and its quiz answers. */
export interface LeadForStats {
  status: string;
  quizAnswers: unknown;
}

export interface LeadStats {
  total: number;
  /** Leads of grade A (score 4 or more, "Heiß"). */
  hot: number;
  open: number;
  won: number;
  lost: number;
}

export type LeadTabValue = "all" | "open" | "won" | "lost";

export interface LeadTab {
  value: LeadTabValue;
  label: string;
  /** The status the tab shows; undefined for "all". */
  status?: ProjectStatus;
  /** Text shown when the tab has no leads (§2, §8). */
  emptyText: string;
}

/** The four tabs in display order. */
export const LEAD_TABS: readonly LeadTab[] = [
  { value: "all", label: "Alle", emptyText: "Noch keine Leads vorhanden" },
  { value: "open", label: "Offen", status: "Offen", emptyText: "Keine offenen Leads" },
  { value: "won", label: "Gewonnen", status: "Gewonnen", emptyText: "Keine gewonnenen Leads" },
  { value: "lost", label: "Verloren", status: "Verloren", emptyText: "Keine verlorenen Leads" },
];

/** Whether a lead's quiz answers grade it A (a hot lead); leads without a score are not hot. */
export function isHotLead(lead: Pick<LeadForStats, "quizAnswers">): boolean {
  return scoreLead(parseQuizAnswers(lead.quizAnswers))?.grade === "A";
}

/** Counts of the stat cards. Unknown status texts count only towards the total. */
export function leadStats(leads: readonly LeadForStats[]): LeadStats {
  const stats: LeadStats = { total: leads.length, hot: 0, open: 0, won: 0, lost: 0 };
  for (const lead of leads) {
    if (isHotLead(lead)) stats.hot += 1;
    if (lead.status === "Offen") stats.open += 1;
    else if (lead.status === "Gewonnen") stats.won += 1;
    else if (lead.status === "Verloren") stats.lost += 1;
  }
  return stats;
}

/** The count shown on a tab: total for "all", else the count of the tab's status. */
export function tabCount(stats: LeadStats, tab: LeadTabValue): number {
  return tab === "all" ? stats.total : stats[tab];
}

/** The leads a tab lists, in their given order. */
export function leadsForTab<T extends LeadForStats>(leads: readonly T[], tab: LeadTabValue): T[] {
  const status = LEAD_TABS.find((entry) => entry.value === tab)?.status;
  return status ? leads.filter((lead) => lead.status === status) : [...leads];
}
