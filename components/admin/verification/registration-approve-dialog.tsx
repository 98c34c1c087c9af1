"use client";
/**
 * Confirmation of a registration's approval ("Freigeben") with its checks: all green approves directly;
 * otherwise the admin overrides with a reason, which is audited. Polls while a check is still running.
 */
import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";

import { DecisionConfirmDialog } from "@/components/admin/approvals/decision-confirm-dialog";
import { LoadErrorState } from "@/components/admin/table-states";
import { ADMIN_QUERY_KEYS } from "@/lib/domain/admin-approvals";
import { getJson } from "@/lib/http/api-client";
import type { Readiness } from "@/lib/verification/types";

import { CheckHistory, ChecksList } from "@/components/verification/checks-list";

const POLL_MS = 3000;

export function useRegistrationChecks(registrationId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEYS.registrations, registrationId, "checks"],
    queryFn: () => getJson<{ readiness: Readiness }>(`/api/admin/company-registrations/${registrationId}/checks`),
    enabled: registrationId !== null,
    refetchInterval: (query) =>
      query.state.data?.readiness?.items.some((item) => item.state === "pending") ? POLL_MS : false,
  });
}

export function RegistrationApproveDialog({
  registration,
  pending,
  onConfirm,
  onClose,
}: {
  /** null: closed. */
  registration: { id: number; companyName: string; email: string } | null;
  pending: boolean;
  /** Called with the override reason when checks are not all green. */
  onConfirm: (overrideReason?: string) => void;
  onClose: () => void;
}) {
  const checks = useRegistrationChecks(registration?.id ?? null);
  const readiness = checks.data?.readiness;
  const blocked = (readiness?.blockers.length ?? 0) > 0;
  const details = checks.isPending ? (
    <p className="flex items-center gap-2" role="status">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Prüfungen werden geladen...
    </p>
  ) : checks.isError || !readiness ? (
    <LoadErrorState
      text="Die Prüfungen konnten nicht geladen werden."
      onRetry={() => void checks.refetch()}
      retrying={checks.isFetching}
    />
  ) : (
    <>
      <ChecksList readiness={readiness} />
      <CheckHistory checks={readiness.checks} />
    </>
  );
  return (
    <DecisionConfirmDialog
      confirmation={
        registration && {
          title: "Firmenanmeldung freigeben?",
          description: `${registration.companyName} (${registration.email}) erhält ein Firmenkonto und per E-Mail einen Link zum Festlegen des Passworts. Neue Leads erhält die Firma nur für Leistungen, die ihre geprüfte Gewerbeberechtigung abdeckt, und solange ihre Haftpflichtversicherung gilt.`,
          details: (
            <>
              {details}
              {blocked && (
                <p className="font-medium text-destructive">
                  Nicht alle Prüfungen sind grün. Eine Freigabe ist nur mit Begründung möglich; sie wird protokolliert.
                </p>
              )}
            </>
          ),
          confirmLabel: blocked ? "Trotzdem freigeben" : "Freigeben",
          tone: "approve",
          ...(blocked ? { reasonLabel: "Begründung für die Freigabe trotz offener Prüfungen" } : {}),
        }
      }
      pending={pending || checks.isPending}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
