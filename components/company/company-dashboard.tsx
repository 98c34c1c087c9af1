"use client";
/**
 * The company dashboard (authenticated-side.md §2 "Company dashboard"): welcome line with the
 * company name, five stat cards (total, hot = grade A, open, won, lost), tabs all / open / won /
 * lost with counts, the lead cards and the four empty states. Data: GET /api/company/profile and
 * GET /api/company/leads through React Query. Long lists show 50 leads at a time.
 */
import { CircleCheck, CircleX, Clock, Flame, Inbox, Layers, RefreshCw } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useMemo, useState } from "react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { CompanyLead } from "@/lib/domain/company-lead";
import { LEAD_TABS, leadStats, leadsForTab, tabCount, type LeadStats, type LeadTabValue } from "@/lib/domain/lead-stats";

import { LeadCard } from "./lead-card";
import { LeadDetailsDialog } from "./lead-details-dialog";
import { useCompanyLeads, useCompanyProfile } from "./queries";

/** Leads rendered per step of a tab's list. */
export const LEADS_PAGE_SIZE = 50;

const STAT_CARDS: { key: keyof LeadStats; label: string; icon: LucideIcon; tone: string }[] = [
  { key: "total", label: "Leads gesamt", icon: Layers, tone: "bg-primary/10 text-primary" },
  { key: "hot", label: "Heiße Leads", icon: Flame, tone: "bg-red-50 text-red-700" },
  { key: "open", label: "Offen", icon: Clock, tone: "bg-amber-50 text-amber-800" },
  { key: "won", label: "Gewonnen", icon: CircleCheck, tone: "bg-emerald-50 text-emerald-700" },
  { key: "lost", label: "Verloren", icon: CircleX, tone: "bg-slate-100 text-slate-700" },
];

export function CompanyDashboard() {
  const profile = useCompanyProfile();
  const leads = useCompanyLeads();
  const [tab, setTab] = useState<LeadTabValue>("all");
  const [detailsLead, setDetailsLead] = useState<CompanyLead | null>(null);

  const list = leads.data;
  const stats = useMemo(() => leadStats(list ?? []), [list]);

  return (
    <div className="grid gap-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {profile.data ? (
            <>Willkommen, {profile.data.name}</>
          ) : profile.isPending ? (
            <span className="inline-flex items-center gap-3">
              Willkommen
              <Skeleton className="inline-block h-7 w-48 align-middle" aria-hidden="true" />
            </span>
          ) : (
            "Willkommen"
          )}
        </h1>
        <p className="mt-2 text-muted-foreground">Hier sehen Sie Ihre Leads und können deren Status verwalten.</p>
      </header>

      {leads.isPending ? (
        <DashboardSkeleton />
      ) : leads.isError ? (
        <LoadError onRetry={() => void leads.refetch()} retrying={leads.isFetching} />
      ) : (
        <>
          <section aria-label="Statistiken">
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
              {STAT_CARDS.map((card) => (
                <StatCard key={card.key} label={card.label} value={stats[card.key]} icon={card.icon} tone={card.tone} />
              ))}
            </ul>
          </section>

          <section aria-labelledby="leads-heading" className="grid gap-4">
            <h2 id="leads-heading" className="text-xl font-semibold">
              Ihre Leads
            </h2>
            <Tabs value={tab} onValueChange={(value) => setTab(value as LeadTabValue)}>
              <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit">
                {LEAD_TABS.map((entry) => (
                  <TabsTrigger key={entry.value} value={entry.value} className="h-9 px-3">
                    {entry.label} ({tabCount(stats, entry.value)})
                  </TabsTrigger>
                ))}
              </TabsList>
              {LEAD_TABS.map((entry) => (
                <TabsContent key={entry.value} value={entry.value} className="mt-4">
                  <LeadList leads={leadsForTab(list ?? [], entry.value)} emptyText={entry.emptyText} onShowDetails={setDetailsLead} />
                </TabsContent>
              ))}
            </Tabs>
          </section>
        </>
      )}

      <LeadDetailsDialog
        lead={detailsLead ? (list?.find((lead) => lead.id === detailsLead.id) ?? detailsLead) : null}
        open={detailsLead !== null}
        onOpenChange={(open) => {
          if (!open) setDetailsLead(null);
        }}
      />
    </div>
  );
}

function StatCard({ label, value, icon: Icon, tone }: { label: string; value: number; icon: LucideIcon; tone: string }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`} aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
      </div>
    </li>
  );
}

function LeadList({
  leads,
  emptyText,
  onShowDetails,
}: {
  leads: CompanyLead[];
  emptyText: string;
  onShowDetails: (lead: CompanyLead) => void;
}) {
  const [visible, setVisible] = useState(LEADS_PAGE_SIZE);

  if (leads.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-4 py-12 text-center">
        <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{emptyText}</p>
      </div>
    );
  }

  const shown = leads.slice(0, visible);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {shown.map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} onShowDetails={onShowDetails} />
          </li>
        ))}
      </ul>
      {leads.length > shown.length && (
        <Button variant="outline" className="justify-self-center" onClick={() => setVisible((count) => count + LEADS_PAGE_SIZE)}>
          Weitere Leads anzeigen ({leads.length - shown.length})
        </Button>
      )}
    </div>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-12 text-center">
      <p className="font-medium">Die Leads konnten nicht geladen werden.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? "animate-spin" : undefined} aria-hidden="true" />
        Erneut versuchen
      </Button>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-8">
      <span className="sr-only">Leads werden geladen...</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5" aria-hidden="true">
        {STAT_CARDS.map((card) => (
          <Skeleton key={card.key} className="h-[74px] rounded-xl" />
        ))}
      </div>
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-9 w-72" />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
