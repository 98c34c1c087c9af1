/** The company dashboard's stat cards and lead tabs (spec: authenticated-side §2, §8). */
import { parseQuizAnswers } from "./lead-labels";
import { scoreLead } from "./lead-score";
import type { ProjectStatus } from "./project-status";

export interface LeadForStats {
  status: string;
  quizAnswers: unknown;
}

export interface LeadStats {
  total: number;
  hot: number;
  open: number;
  won: number;
  lost: number;
}

export type LeadTabValue = "all" | "open" | "won" | "lost";

export interface LeadTab {
  value: LeadTabValue;
  label: string;
  status?: ProjectStatus;
  emptyText: string;
}

export const LEAD_TABS: readonly LeadTab[] = [
  { value: "all", label: "Alle", emptyText: "Noch keine Leads vorhanden" },
  { value: "open", label: "Offen", status: "Offen", emptyText: "Keine offenen Leads" },
  { value: "won", label: "Gewonnen", status: "Gewonnen", emptyText: "Keine gewonnenen Leads" },
  { value: "lost", label: "Verloren", status: "Verloren", emptyText: "Keine verlorenen Leads" },
];

export function isHotLead(lead: Pick<LeadForStats, "quizAnswers">): boolean {
  return scoreLead(parseQuizAnswers(lead.quizAnswers))?.grade === "A";
}

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

export function tabCount(stats: LeadStats, tab: LeadTabValue): number {
  return tab === "all" ? stats.total : stats[tab];
}

export function leadsForTab<T extends LeadForStats>(leads: readonly T[], tab: LeadTabValue): T[] {
  const status = LEAD_TABS.find((entry) => entry.value === tab)?.status;
  return status ? leads.filter((lead) => lead.status === status) : [...leads];
}
