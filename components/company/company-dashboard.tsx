"use client";
/**
 * The company dashboard: stat cards, status tabs with counts and the lead cards. Paged, searched and filtered on the
 * server (stats and counts cover all leads), refetched every 60 s and on focus. A 401 leads to /firmen-login with the
 * notice; a 403 (e.g. not verified) shows the server's message.
 */
import { CircleCheck, CircleX, Clock, Flame, Inbox, Layers, RefreshCw, Search } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";

import { ListPager } from "@/components/ui/list-pager";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { pageCount } from "@/lib/domain/paging";
import type { CompanyLead } from "@/lib/domain/company-lead";
import { LEAD_TABS, tabCount, type LeadStats, type LeadTabValue } from "@/lib/domain/lead-stats";
import { errorMessageFromApi, statusFromApiError } from "@/lib/http/api-client";

import { CompanyProfileDialog } from "./company-profile-dialog";
import { LeadCard } from "./lead-card";
import { LeadDetailsDialog } from "./lead-details-dialog";
import { SessionExpiredNote } from "./list-load-state";
import { isNewLead, usePreviousLeadsSeen } from "./new-leads";
import { useCompanyLeads, useCompanyProfile, useSessionExpiredRedirect } from "./queries";
import { useNow } from "./use-now";
import { NoLeadsNotice } from "@/components/company/verification/company-checks-card";

/** Leads per page of the list. */
export const LEADS_PAGE_SIZE = 20;

/** Delay before a typed search is sent (ms). */
const SEARCH_DELAY_MS = 300;

const EMPTY_STATS: LeadStats = { total: 0, hot: 0, open: 0, won: 0, lost: 0 };

const STAT_CARDS: { key: keyof LeadStats; label: string; icon: LucideIcon; tone: string }[] = [
  { key: "total", label: "Leads gesamt", icon: Layers, tone: "bg-primary/10 text-primary" },
  { key: "hot", label: "Heiße Leads", icon: Flame, tone: "bg-red-50 text-red-700" },
  { key: "open", label: "Offen", icon: Clock, tone: "bg-amber-50 text-amber-800" },
  { key: "won", label: "Gewonnen", icon: CircleCheck, tone: "bg-emerald-50 text-emerald-700" },
  { key: "lost", label: "Verloren", icon: CircleX, tone: "bg-slate-100 text-slate-700" },
];

/**
 * The five stat cards: one compact row on phones so the leads stay in view on a 360 × 740 screen, two columns from
 * sm, one row of cards from lg.
 */
const STATS_GRID = "grid grid-cols-5 gap-1 sm:grid-cols-2 sm:gap-4 lg:grid-cols-5";

/** The company dashboard: stat cards, lead tabs with search and paging, and the lead details. */
export function CompanyDashboard() {
  const profile = useCompanyProfile();
  const [tab, setTab] = useState<LeadTabValue>("all");
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState("");
  const [q, setQ] = useState("");
  const status = LEAD_TABS.find((entry) => entry.value === tab)?.status;
  const leads = useCompanyLeads({ page, pageSize: LEADS_PAGE_SIZE, q: q || undefined, status });
  const [detailsLead, setDetailsLead] = useState<CompanyLead | null>(null);
  const expired = useSessionExpiredRedirect(leads.error, profile.error);
  const previousSeen = usePreviousLeadsSeen(profile.data?.id, leads.data?.stats.lastAssignedAt);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(searchInput.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  // Release and message e-mails link /company-dashboard?lead={id}: search for that lead and open its details once.
  const [linkedLeadId, setLinkedLeadId] = useState<number | null>(null);
  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get("lead"));
    if (!Number.isSafeInteger(id) || id <= 0) return;
    // After hydration, so the server's and the first client render agree.
    const timer = setTimeout(() => {
      setLinkedLeadId(id);
      setSearchInput(`#${id}`);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  const data = leads.data;
  const stats = data?.stats ?? EMPTY_STATS;
  const list = data?.projects ?? [];
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const linkedLead = linkedLeadId !== null ? list.find((lead) => lead.id === linkedLeadId) : undefined;
  if (linkedLead) {
    setLinkedLeadId(null);
    setDetailsLead(linkedLead);
  }
  // The list shrank under the current page (status changes, refetch): show its last page instead.
  if (data && !leads.isPlaceholderData && page > pages) setPage(pages);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {profile.data ? (
              <>Willkommen, {profile.data.name}</>
            ) : profile.isPending ? (
              // The name's placeholder wraps below the word instead of squeezing it ("Willkomm/en").
              <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <span className="whitespace-nowrap">Willkommen</span>
                <Skeleton className="h-7 w-40 max-w-full sm:w-48" aria-hidden="true" />
              </span>
            ) : (
              "Willkommen"
            )}
          </h1>
          <p className="mt-2 text-muted-foreground">Hier sehen Sie Ihre Leads und können deren Status verwalten.</p>
        </div>
        {profile.data && <CompanyProfileDialog profile={profile.data} />}
      </header>
      <NoLeadsNotice />

      {expired ? (
        <SessionExpiredNote />
      ) : leads.isPending ? (
        <DashboardSkeleton />
      ) : leads.isError && !data ? (
        statusFromApiError(leads.error) === 403 ? (
          <div role="alert" className="rounded-xl border bg-card px-4 py-12 text-center font-medium">
            {errorMessageFromApi(leads.error, "Sie haben keinen Zugriff auf die Leads.")}
          </div>
        ) : (
          <LoadError onRetry={() => void leads.refetch()} retrying={leads.isFetching} />
        )
      ) : (
        <>
          <section aria-label="Statistiken">
            <ul className={STATS_GRID}>
              {STAT_CARDS.map((card) => (
                <StatCard key={card.key} label={card.label} value={stats[card.key]} icon={card.icon} tone={card.tone} />
              ))}
            </ul>
          </section>

          <section aria-labelledby="leads-heading" className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2 id="leads-heading" className="text-xl font-semibold">
                Ihre Leads
              </h2>
              <div className="relative w-full sm:w-80">
                <Search
                  className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <label htmlFor="lead-search" className="sr-only">
                  Leads durchsuchen
                </label>
                <Input
                  id="lead-search"
                  type="search"
                  value={searchInput}
                  onChange={(event) => setSearchInput(event.target.value)}
                  placeholder="Name, E-Mail, Telefon, PLZ oder #ID"
                  className="min-h-10 pl-9"
                  maxLength={100}
                />
              </div>
            </div>
            <Tabs
              value={tab}
              onValueChange={(value) => {
                setTab(value as LeadTabValue);
                setPage(1);
              }}
            >
              <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit">
                {LEAD_TABS.map((entry) => (
                  <TabsTrigger key={entry.value} value={entry.value} className="h-9 px-3">
                    {entry.label} ({tabCount(stats, entry.value)})
                  </TabsTrigger>
                ))}
              </TabsList>
              {LEAD_TABS.map((entry) => (
                <TabsContent key={entry.value} value={entry.value} className="mt-4">
                  {entry.value === tab && (
                    <LeadList
                      leads={list}
                      companiesPerLead={data?.companiesPerLead}
                      emptyText={q ? "Keine Leads zu Ihrer Suche gefunden" : entry.emptyText}
                      onShowDetails={setDetailsLead}
                      isNew={(lead) => isNewLead(lead, previousSeen, now)}
                    />
                  )}
                </TabsContent>
              ))}
            </Tabs>
            {leads.isError && (
              <p role="alert" className="text-sm text-destructive">
                Die Leads konnten nicht aktualisiert werden. Angezeigt wird der letzte Stand.
              </p>
            )}
            <ListPager
              page={page}
              pages={pages}
              total={data?.total}
              onPage={setPage}
              label="Seiten der Leads"
              className="justify-center"
            />
          </section>
        </>
      )}

      <LeadDetailsDialog
        lead={detailsLead ? (list.find((lead) => lead.id === detailsLead.id) ?? detailsLead) : null}
        open={detailsLead !== null}
        onOpenChange={(open) => {
          if (!open) setDetailsLead(null);
        }}
      />
    </div>
  );
}

/** One stat card; the label comes before the number in the DOM (read "Offen 2"), phones show the number on top. */
function StatCard({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-lg border bg-card px-1 py-2 shadow-sm sm:rounded-xl sm:p-4">
      <span
        className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col-reverse items-center text-center sm:flex-col sm:items-start sm:text-left">
        <p className="text-[11px] leading-tight text-muted-foreground hyphens-auto sm:text-sm" lang="de">
          {label}
        </p>
        <p className="text-lg leading-tight font-bold tabular-nums sm:text-2xl">{value}</p>
      </div>
    </li>
  );
}

function LeadList({
  leads,
  emptyText,
  onShowDetails,
  isNew,
  companiesPerLead,
}: {
  leads: CompanyLead[];
  emptyText: string;
  onShowDetails: (lead: CompanyLead) => void;
  isNew: (lead: CompanyLead) => boolean;
  companiesPerLead?: number;
}) {
  const now = useNow();
  if (leads.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-4 py-12 text-center">
        <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {leads.map((lead) => (
        <li key={lead.id}>
          <LeadCard
            lead={lead}
            onShowDetails={onShowDetails}
            isNew={isNew(lead)}
            now={now}
            companiesPerLead={companiesPerLead}
          />
        </li>
      ))}
    </ul>
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
      <div className={STATS_GRID} aria-hidden="true">
        {STAT_CARDS.map((card) => (
          <Skeleton key={card.key} className="h-14 rounded-lg sm:h-[74px] sm:rounded-xl" />
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
