"use client";
/** The company's own checks: each item with its state, the services it gets leads for and why it gets none. */
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import Link from "next/link";

import { ChecksList } from "@/components/verification/checks-list";
import { LoadErrorState } from "@/components/admin/table-states";
import { Skeleton } from "@/components/ui/skeleton";
import { serviceName } from "@/lib/content/service-catalog";
import { getJson } from "@/lib/http/api-client";
import { formatIsoDay } from "@/lib/time/vienna";
import type { OwnVerification } from "@/lib/verification/types";

export const OWN_VERIFICATION_QUERY_KEY = ["/api/company/verification"] as const;

export function useOwnVerification() {
  return useQuery({
    queryKey: OWN_VERIFICATION_QUERY_KEY,
    queryFn: async () => (await getJson<{ verification: OwnVerification }>("/api/company/verification")).verification,
  });
}

/** A warning on the dashboard while the company gets no new leads; nothing otherwise. */
export function NoLeadsNotice() {
  const verification = useOwnVerification();
  const reasons = verification.data?.noLeadsBecause ?? [];
  if (reasons.length === 0) return null;
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-medium">Sie erhalten derzeit keine neuen Anfragen.</p>
        <ul className="mt-1 list-disc pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <Link
          href="/company-dashboard/pruefungen"
          className="mt-2 inline-block font-medium underline underline-offset-2"
        >
          Prüfungen ansehen
        </Link>
      </div>
    </div>
  );
}

export function CompanyChecksCard() {
  const verification = useOwnVerification();
  if (verification.isPending)
    return <Skeleton className="h-40 rounded-lg" role="status" aria-label="Prüfungen werden geladen" />;
  if (verification.isError)
    return (
      <LoadErrorState
        text="Ihre Prüfungen konnten nicht geladen werden."
        onRetry={() => void verification.refetch()}
        retrying={verification.isFetching}
      />
    );
  const data = verification.data;
  return (
    <section aria-label="Ihre Prüfungen" className="grid gap-4 rounded-lg border p-4 sm:p-6">
      {data.noLeadsBecause.length > 0 ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Sie erhalten derzeit keine neuen Anfragen:</p>
          <ul className="mt-1 list-disc pl-5">
            {data.noLeadsBecause.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm font-medium text-emerald-800">
          Alle Prüfungen sind in Ordnung: Sie erhalten neue Anfragen.
        </p>
      )}
      <ChecksList readiness={{ items: data.items, licensedServices: [], blockers: [], checks: [] }} />
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">Anfragen für</dt>
          <dd className="text-muted-foreground">
            {data.licensedServices.length > 0 ? data.licensedServices.map(serviceName).join(", ") : "keine Leistung"}
          </dd>
        </div>
        {data.unlicensedServices.length > 0 && (
          <div>
            <dt className="font-medium">Keine Anfragen für (nicht von Ihrer Gewerbeberechtigung gedeckt)</dt>
            <dd className="text-muted-foreground">{data.unlicensedServices.map(serviceName).join(", ")}</dd>
          </div>
        )}
        <div>
          <dt className="font-medium">GISA-Zahl</dt>
          <dd className="text-muted-foreground">{data.gisaNumber ?? "nicht angegeben"}</dd>
        </div>
        <div>
          <dt className="font-medium">Haftpflichtversicherung</dt>
          <dd className="text-muted-foreground">
            {data.insuranceValidUntil
              ? `gültig bis ${formatIsoDay(data.insuranceValidUntil)}`
              : "keine angenommene Bestätigung"}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        Hat sich Ihre Gewerbeberechtigung oder UID geändert?{" "}
        <Link href="/kontakt" className="underline underline-offset-2">
          Schreiben Sie uns
        </Link>
        ; wir prüfen erneut.
      </p>
    </section>
  );
}
