"use client";
/**
 * The Analytics section: four blocks from GET /api/admin/analytics, each a chart with its numbers in a legend and a
 * table. Numbers and dates in de-AT.
 */
import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminAnalytics } from "@/lib/domain/analytics";
import { errorMessageFromApi, getJson } from "@/lib/http/api-client";
import { formatIsoDay, formatViennaDateTime } from "@/lib/time/vienna";

import { AssignmentCard } from "./assignment-card";
import { CompanyOutcomesCard } from "./company-outcomes-card";
import { LeadGradesCard } from "./lead-grades-card";
import { LeadsPerWeekCard } from "./leads-per-week-card";

export const ANALYTICS_QUERY_KEY = ["/api/admin/analytics"] as const;

export function AnalyticsSection() {
  const query = useQuery({
    queryKey: ANALYTICS_QUERY_KEY,
    queryFn: () => getJson<AdminAnalytics>("/api/admin/analytics"),
  });

  if (query.isPending) return <AnalyticsSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-12 text-center">
        <p className="font-medium">Die Statistiken konnten nicht geladen werden.</p>
        <p className="text-sm text-muted-foreground">
          {errorMessageFromApi(query.error, "Bitte versuchen Sie es später erneut.")}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={query.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Erneut versuchen
        </Button>
      </div>
    );
  }

  const data = query.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Zeitraum: {formatIsoDay(data.period.from)} – {formatIsoDay(data.period.to)} ({data.period.weeks}{" "}
          Kalenderwochen, Zeitzone Wien) · Stand: {formatViennaDateTime(data.generatedAt)}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={query.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Aktualisieren
        </Button>
      </div>
      <LeadsPerWeekCard block={data.leadsPerWeek} />
      <div className="grid gap-6 lg:grid-cols-2">
        <LeadGradesCard block={data.leadGrades} />
        <AssignmentCard block={data.assignment} />
      </div>
      <CompanyOutcomesCard block={data.companyOutcomes} />
    </div>
  );
}

function AnalyticsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6">
      <span className="sr-only">Statistiken werden geladen...</span>
      <Skeleton className="h-5 w-80 max-w-full" aria-hidden="true" />
      <Skeleton className="h-[420px] rounded-xl" aria-hidden="true" />
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-[360px] rounded-xl" />
        <Skeleton className="h-[360px] rounded-xl" />
      </div>
      <Skeleton className="h-[320px] rounded-xl" aria-hidden="true" />
    </div>
  );
}
