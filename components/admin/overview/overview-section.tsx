"use client";
/**
 * The admin overview (authenticated-side.md §2 "Dashboard"): five count cards – open leads
 * (waiting for assignment), assigned projects (in progress), won projects, verified companies
 * (active partners), active quizzes (available forms) – from GET /api/admin/stats, refreshed every
 * 30 s like the projects.
 */
import { useQuery } from "@tanstack/react-query";
import { Building2, CircleCheck, FileQuestion, Inbox, Workflow } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import Link from "next/link";

import { ImprintWarning } from "@/components/admin/overview/imprint-warning";
import { LoadErrorState } from "@/components/admin/table-states";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminStats } from "@/lib/domain/admin-projects";
import { adminSectionPath, type AdminSectionKey } from "@/lib/domain/admin-sections";
import { getJson } from "@/lib/http/api-client";

export const ADMIN_STATS_QUERY_KEY = ["/api/admin/stats"] as const;

const CARDS: { key: keyof AdminStats; label: string; hint: string; icon: LucideIcon; tone: string; section: AdminSectionKey }[] = [
  { key: "openLeads", label: "Offene Leads", hint: "Warten auf Zuweisung", icon: Inbox, tone: "bg-amber-50 text-amber-800", section: "projects" },
  { key: "assignedProjects", label: "Zugewiesene Projekte", hint: "In Bearbeitung", icon: Workflow, tone: "bg-primary/10 text-primary", section: "projects" },
  { key: "wonProjects", label: "Gewonnene Projekte", hint: "Erfolgreich abgeschlossen", icon: CircleCheck, tone: "bg-emerald-50 text-emerald-700", section: "projects" },
  { key: "verifiedCompanies", label: "Verifizierte Firmen", hint: "Aktive Partner", icon: Building2, tone: "bg-sky-50 text-sky-800", section: "companies" },
  { key: "activeQuizzes", label: "Aktive Quizze", hint: "Verfügbare Formulare", icon: FileQuestion, tone: "bg-violet-50 text-violet-800", section: "quiz-management" },
];

export function OverviewSection() {
  const stats = useQuery({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: async () => (await getJson<{ stats: AdminStats }>("/api/admin/stats")).stats,
    refetchInterval: 30_000,
  });

  if (stats.isError) {
    return (
      <>
        <ImprintWarning />
        <LoadErrorState text="Die Übersicht konnte nicht geladen werden." onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      </>
    );
  }

  return (
    <>
      <ImprintWarning />
      <section aria-label="Kennzahlen">
        {stats.isPending && (
          <span role="status" className="sr-only">
            Kennzahlen werden geladen...
          </span>
        )}
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
          {CARDS.map((card) => {
            const Icon = card.icon;
            return (
              <li key={card.key}>
                <Link
                  href={adminSectionPath(card.section)}
                  className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${card.tone}`} aria-hidden="true">
                    <Icon className="size-5" />
                  </span>
                  <span className="grid min-w-0 gap-0.5">
                    <span className="text-sm font-medium">{card.label}</span>
                    {stats.data ? (
                      <span className="text-2xl font-bold tabular-nums" data-testid={`stat-${card.key}`}>
                        {stats.data[card.key]}
                      </span>
                    ) : (
                      <Skeleton className="my-1 h-7 w-12" aria-hidden="true" />
                    )}
                    <span className="text-xs text-muted-foreground">{card.hint}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
