"use client";
/**
 * The admin overview: the "Zu erledigen" queue (lib/domain/admin-queue.ts), each entry linking to where it is done,
 * beside the five count cards. Both from GET /api/admin/stats, refreshed every 30 s.
 */
import { useQuery } from "@tanstack/react-query";
import { Building2, ChevronRight, CircleCheck, FileQuestion, Inbox, PartyPopper, Workflow } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import Link from "next/link";

import { ImprintWarning } from "@/components/admin/overview/imprint-warning";
import { LoadErrorState } from "@/components/admin/table-states";
import { Skeleton } from "@/components/ui/skeleton";
import { serviceName } from "@/lib/content/service-catalog";
import type { AdminStats } from "@/lib/domain/admin-projects";
import { adminQueueEntries, type AdminQueue } from "@/lib/domain/admin-queue";
import { adminSectionPath, type AdminSectionKey } from "@/lib/domain/admin-sections";
import { getJson } from "@/lib/http/api-client";
import { cn } from "@/lib/utils";

export const ADMIN_STATS_QUERY_KEY = ["/api/admin/stats"] as const;

const CARDS: {
  key: keyof AdminStats;
  label: string;
  hint: string;
  icon: LucideIcon;
  tone: string;
  section: AdminSectionKey;
}[] = [
  {
    key: "openLeads",
    label: "Offene Leads",
    hint: "Warten auf Zuweisung",
    icon: Inbox,
    tone: "bg-amber-50 text-amber-800",
    section: "projects",
  },
  {
    key: "assignedProjects",
    label: "Zugewiesene Projekte",
    hint: "In Bearbeitung",
    icon: Workflow,
    tone: "bg-primary/10 text-primary",
    section: "projects",
  },
  {
    key: "wonProjects",
    label: "Gewonnene Projekte",
    hint: "Erfolgreich abgeschlossen",
    icon: CircleCheck,
    tone: "bg-emerald-50 text-emerald-700",
    section: "projects",
  },
  {
    key: "verifiedCompanies",
    label: "Verifizierte Firmen",
    hint: "Aktive Partner",
    icon: Building2,
    tone: "bg-sky-50 text-sky-800",
    section: "companies",
  },
  {
    key: "activeQuizzes",
    label: "Aktive Quizze",
    hint: "Verfügbare Formulare",
    icon: FileQuestion,
    tone: "bg-violet-50 text-violet-800",
    section: "quiz-management",
  },
];

export function OverviewSection() {
  const overview = useQuery({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: () => getJson<{ stats: AdminStats; queue: AdminQueue }>("/api/admin/stats"),
    refetchInterval: 30_000,
  });

  if (overview.isError) {
    return (
      <>
        <ImprintWarning />
        <LoadErrorState
          text="Die Übersicht konnte nicht geladen werden."
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      </>
    );
  }

  return (
    <>
      <ImprintWarning />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <TodoQueue queue={overview.data?.queue} />
        <StatCards stats={overview.data?.stats} />
      </div>
    </>
  );
}

/** "Zu erledigen": one linked entry per kind of open work, or a short all-clear. */
function TodoQueue({ queue }: { queue: AdminQueue | undefined }) {
  const entries = queue ? adminQueueEntries(queue, new Date(), serviceName) : undefined;
  return (
    <section aria-labelledby="admin-todo-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="admin-todo-heading" className="text-lg font-semibold">
        Zu erledigen
      </h2>
      {!entries ? (
        <div className="grid gap-2">
          <span role="status" className="sr-only">
            Aufgaben werden geladen...
          </span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-14 w-full" aria-hidden="true" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <PartyPopper className="size-4" aria-hidden="true" />
          Alles erledigt: Keine Leads ohne Firma, keine offenen Anmeldungen, keine fehlgeschlagenen E-Mails.
        </p>
      ) : (
        <ul className="grid gap-2" data-testid="admin-todo">
          {entries.map((entry) => (
            <li
              key={entry.key}
              className={cn(
                "rounded-lg border p-3",
                entry.tone === "urgent" ? "border-amber-300 bg-amber-50/60" : "bg-background",
              )}
            >
              <Link
                href={entry.href}
                className="group flex items-start justify-between gap-3 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="grid gap-0.5">
                  <span className="font-medium group-hover:underline">{entry.title}</span>
                  <span className="text-sm text-muted-foreground">{entry.hint}</span>
                </span>
                <ChevronRight className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
              {entry.projects.length > 0 && (
                <ul className="mt-2 grid gap-1 border-t pt-2 text-sm" aria-label={`Projekte: ${entry.title}`}>
                  {entry.projects.map((project) => (
                    <li key={project.id}>
                      <Link href={project.href} className="text-primary underline-offset-4 hover:underline">
                        {project.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The five count cards, each linking to its section. */
function StatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <section aria-label="Kennzahlen">
      {!stats && (
        <span role="status" className="sr-only">
          Kennzahlen werden geladen...
        </span>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {CARDS.map((card) => {
          const Icon = card.icon;
          return (
            <li key={card.key}>
              <Link
                href={adminSectionPath(card.section)}
                className="flex h-full items-start gap-3 rounded-xl border bg-card p-3 shadow-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span
                  className={`hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex ${card.tone}`}
                  aria-hidden="true"
                >
                  <Icon className="size-5" />
                </span>
                <span className="grid min-w-0 gap-0.5">
                  <span className="text-sm font-medium">{card.label}</span>
                  {stats ? (
                    <span className="text-2xl font-bold tabular-nums" data-testid={`stat-${card.key}`}>
                      {stats[card.key]}
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
  );
}
