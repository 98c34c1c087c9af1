"use client";
/**
 * A company's verification in the admin's details: register checks with source, time and outcome, the
 * derived standing (licensed services, insurance, pause), a fresh check round with changed numbers, and
 * "Freigeben", which needs every required check green or an audited override with a reason.
 */
import { Loader2, RefreshCw, ShieldCheck, ShieldOff } from "lucide-react";
import { useId, useState } from "react";

import { DecisionConfirmDialog } from "@/components/admin/approvals/decision-confirm-dialog";
import { useCompanyChecks, useRequestCompanyChecks, useSetCompanyVerified } from "@/components/admin/companies/queries";
import { LoadErrorState } from "@/components/admin/table-states";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { serviceName } from "@/lib/content/service-catalog";
import { formatIsoDay, formatViennaDateTime } from "@/lib/time/vienna";

import { CheckHistory, ChecksList } from "@/components/verification/checks-list";

export function CompanyChecksSection({ companyId, name }: { companyId: number; name: string }) {
  const checks = useCompanyChecks(companyId);
  const request = useRequestCompanyChecks(companyId);
  const setVerified = useSetCompanyVerified(companyId);
  const [confirming, setConfirming] = useState<"approve" | "revoke" | null>(null);
  const [gisaNumber, setGisaNumber] = useState<string | null>(null);
  const gisaId = useId();

  if (checks.isPending)
    return <Skeleton className="h-32 rounded-lg" role="status" aria-label="Prüfungen werden geladen" />;
  if (checks.isError)
    return (
      <LoadErrorState
        text="Die Prüfungen konnten nicht geladen werden."
        onRetry={() => void checks.refetch()}
        retrying={checks.isFetching}
      />
    );
  const { readiness, standing } = checks.data;
  const blocked = readiness.blockers.length > 0;
  const gisaValue = gisaNumber ?? standing.gisaNumber ?? "";

  return (
    <section aria-label="Prüfung und Freigabe" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Prüfung und Freigabe</h3>
        <p className="text-sm" data-testid="standing">
          {standing.leadsPausedAt
            ? `Pausiert seit ${formatViennaDateTime(standing.leadsPausedAt)}`
            : standing.verified
              ? "Freigegeben"
              : "Nicht freigegeben"}
        </p>
      </div>
      {standing.pauseReasons.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-destructive">
          {standing.pauseReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <ChecksList readiness={readiness} />
      <p className="text-sm text-muted-foreground">
        Leads für:{" "}
        {standing.licensedServices.length > 0
          ? standing.licensedServices.map(serviceName).join(", ")
          : "keine Leistung (keine geprüfte Gewerbeberechtigung)"}
        {" · "}Haftpflicht:{" "}
        {standing.insuranceValidUntil
          ? `bis ${formatIsoDay(standing.insuranceValidUntil)}`
          : "keine angenommene Bestätigung"}
      </p>
      <CheckHistory checks={readiness.checks} />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate(gisaValue && gisaValue !== standing.gisaNumber ? { gisaNumber: gisaValue } : {});
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={gisaId}>GISA-Zahl</Label>
          <Input
            id={gisaId}
            inputMode="numeric"
            className="w-40"
            value={gisaValue}
            onChange={(event) => setGisaNumber(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={request.isPending}>
          {request.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          Erneut prüfen
        </Button>
        <Button
          type="button"
          variant={standing.verified ? "outline" : "default"}
          onClick={() => setConfirming(standing.verified ? "revoke" : "approve")}
          disabled={setVerified.isPending}
        >
          {setVerified.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : standing.verified ? (
            <ShieldOff aria-hidden="true" />
          ) : (
            <ShieldCheck aria-hidden="true" />
          )}
          {standing.verified ? "Freigabe aufheben" : "Freigeben"}
        </Button>
      </form>
      <DecisionConfirmDialog
        confirmation={
          confirming === "approve"
            ? {
                title: `${name} freigeben?`,
                description: blocked
                  ? "Nicht alle Prüfungen sind grün. Eine Freigabe ist nur mit Begründung möglich; sie wird protokolliert."
                  : "Alle Prüfungen sind grün. Die Firma erhält Leads für die Leistungen, die ihre Gewerbeberechtigung abdeckt.",
                details: blocked ? (
                  <ul className="list-disc pl-5">
                    {readiness.blockers.map((blocker) => (
                      <li key={blocker}>{blocker}</li>
                    ))}
                  </ul>
                ) : undefined,
                confirmLabel: blocked ? "Trotzdem freigeben" : "Freigeben",
                tone: "approve",
                ...(blocked ? { reasonLabel: "Begründung für die Freigabe trotz offener Prüfungen" } : {}),
              }
            : confirming === "revoke"
              ? {
                  title: `Freigabe von ${name} aufheben?`,
                  description: "Die Firma erhält keine neuen Leads mehr und wird abgemeldet.",
                  confirmLabel: "Freigabe aufheben",
                  tone: "reject",
                }
              : null
        }
        pending={setVerified.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={(overrideReason) =>
          setVerified.mutate(
            { verified: confirming === "approve", overrideReason },
            { onSettled: () => setConfirming(null) },
          )
        }
      />
    </section>
  );
}
