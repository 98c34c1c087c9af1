"use client";
/** The company's own checks: each item with its state, the services it gets leads for and why it gets none. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Loader2 } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { toast } from "sonner";

import { ChecksList } from "@/components/verification/checks-list";
import { LoadErrorState } from "@/components/admin/table-states";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { serviceName } from "@/lib/content/service-catalog";
import { apiRequest, errorMessageFromApi, getJson } from "@/lib/http/api-client";
import { formatIsoDay } from "@/lib/time/vienna";
import type { OwnVerification } from "@/lib/verification/types";

export const OWN_VERIFICATION_QUERY_KEY = ["/api/company/verification"] as const;

export function useOwnVerification() {
  return useQuery({
    queryKey: OWN_VERIFICATION_QUERY_KEY,
    queryFn: async () =>
      (await getJson<{ verification?: OwnVerification }>("/api/company/verification")).verification ?? null,
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

/** A changed GISA number and a fresh check round; field errors in German from the server. */
function GisaNumberForm({ current }: { current: string | null }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(current ?? "");
  const id = useId();
  const save = useMutation({
    mutationFn: (gisaNumber: string) => apiRequest("POST", "/api/company/verification", { gisaNumber }),
    onSuccess: () => toast.success("Prüfung gestartet", { description: "Das Ergebnis erscheint in wenigen Minuten." }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWN_VERIFICATION_QUERY_KEY }),
  });
  const error = save.isError ? errorMessageFromApi(save.error, "Die Prüfung konnte nicht gestartet werden.") : null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value);
      }}
      noValidate
    >
      <div className="grid gap-1">
        <Label htmlFor={id}>GISA-Zahl</Label>
        <Input
          id={id}
          inputMode="numeric"
          className="w-44"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Neu prüfen lassen
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

export function CompanyChecksCard() {
  const verification = useOwnVerification();
  if (verification.isPending)
    return <Skeleton className="h-40 rounded-lg" role="status" aria-label="Prüfungen werden geladen" />;
  if (verification.isError || !verification.data)
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
      <GisaNumberForm current={data.gisaNumber} />
      <p className="text-sm text-muted-foreground">
        Hat sich Ihre UID oder Ihr Firmenbuch-Eintrag geändert?{" "}
        <Link href="/kontakt" className="underline underline-offset-2">
          Schreiben Sie uns
        </Link>
        ; wir prüfen erneut.
      </p>
    </section>
  );
}
