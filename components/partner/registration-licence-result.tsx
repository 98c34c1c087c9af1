"use client";
/**
 * After registering: the GISA answer for the given GISA number and which chosen services the licence allows.
 * Polls every 3 s for up to two minutes (the check runs as a job), then says the result follows by e-mail.
 */
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";

import { serviceName } from "@/lib/content/service-catalog";
import { getJson } from "@/lib/http/api-client";
import type { RegistrationLicenceStatus } from "@/lib/verification/types";

const POLL_MS = 3000;
/** Two minutes of polling. */
const MAX_POLLS = 40;

export function RegistrationLicenceResult({ token }: { token: string }) {
  const status = useQuery({
    queryKey: ["/api/companies/register/checks", token],
    queryFn: async () =>
      (
        await getJson<{ status: RegistrationLicenceStatus }>(
          `/api/companies/register/checks/${encodeURIComponent(token)}`,
        )
      ).status,
    refetchInterval: (query) =>
      query.state.data?.state === "pending" && query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
  });
  const data = status.data;
  return (
    <section aria-label="Prüfung Ihrer Gewerbeberechtigung" aria-live="polite" className="grid gap-2 text-left text-sm">
      <h3 className="font-semibold">Prüfung Ihrer Gewerbeberechtigung (GISA)</h3>
      {status.isError ? (
        <p className="text-muted-foreground">
          Das Ergebnis der Prüfung sehen Sie nach der Freigabe im Firmen-Dashboard.
        </p>
      ) : !data || data.state === "pending" ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Ihre GISA-Zahl wird im Gewerbeinformationssystem Austria geprüft...
        </p>
      ) : data.state === "unavailable" ? (
        <p className="text-muted-foreground">
          Das GISA ist gerade nicht erreichbar. Wir wiederholen die Prüfung automatisch; das ist kein Fehler Ihrer
          Angaben.
        </p>
      ) : data.state === "not-found" ? (
        <p className="text-destructive">
          Zu dieser GISA-Zahl haben wir keine Gewerbeberechtigung gefunden. Bitte prüfen Sie die Zahl auf Ihrem
          GISA-Auszug; wir melden uns bei Ihnen.
        </p>
      ) : (
        <>
          <p>
            Gefunden:{" "}
            {data.licences
              .map((licence) => `${licence.wording}${licence.status === "ended" ? " (beendet)" : ""}`)
              .join("; ")}
          </p>
          <ul className="grid gap-1">
            {data.services.map(({ service, covered }) => (
              <li key={service} className="flex items-center gap-2">
                {covered ? (
                  <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />
                ) : (
                  <XCircle className="size-4 text-destructive" aria-hidden="true" />
                )}
                {serviceName(service)}:{" "}
                {covered
                  ? "von Ihrer Gewerbeberechtigung gedeckt"
                  : "nicht gedeckt – dafür erhalten Sie keine Anfragen"}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
