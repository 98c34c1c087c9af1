"use client";
/**
 * The /danke summary of the request just sent, read from the tab's sessionStorage so it survives a reload; renders
 * nothing on the server and a short fallback when no summary is stored. With the setting "kunde" it says that the
 * customer decides in the room who sees the phone number.
 */
import { LockKeyhole, Mail, MapPin } from "lucide-react";
import { useMemo, useSyncExternalStore } from "react";

import { CONTACT_RELEASE_TEXTS } from "@/lib/domain/contact-release-texts";
import { answerRowsForQuiz } from "@/lib/domain/lead-labels";
import { districtLabel } from "@/lib/domain/vienna-districts";
import { isInServiceArea, SERVICE_AREA_TEXT } from "@/lib/domain/service-area";

import { parseSubmittedRequest, readSubmittedRequestText } from "./submitted-request";

/** sessionStorage does not change under this page; no subscription needed. */
const subscribe = () => () => {};
/** Marks the server render (and hydration) apart from "nothing stored" (null). */
const SERVER = "server";

export function SubmittedRequestSummary() {
  const text = useSyncExternalStore(subscribe, readSubmittedRequestText, () => SERVER);
  const request = useMemo(() => (text === SERVER ? undefined : parseSubmittedRequest(text)), [text]);

  const rows = useMemo(() => (request ? answerRowsForQuiz(request.answers, request.questions) : []), [request]);

  if (text === SERVER) return <div className="min-h-24" aria-hidden="true" />;

  if (!request) {
    return (
      <p
        className="rounded-xl border bg-card p-4 text-sm text-muted-foreground sm:p-5"
        data-testid="request-summary-fallback"
      >
        Die Zusammenfassung Ihrer Anfrage mit der Anfragenummer finden Sie in der Bestätigungs-E-Mail und unter „Mein
        Projekt“.
      </p>
    );
  }

  return (
    <section
      aria-labelledby="request-summary-title"
      className="rounded-xl border bg-card p-4 text-left shadow-sm sm:p-6"
      data-testid="request-summary"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="request-summary-title" className="text-lg font-semibold">
          Ihre Anfrage: {request.serviceLabel}
        </h2>
        <p className="text-sm text-muted-foreground">
          Anfrage Nr. <span className="font-semibold text-foreground">{request.projectId}</span>
        </p>
      </div>

      <p className="mt-3 flex items-start gap-2 text-sm">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{districtLabel(request.zipCode)}</span>
      </p>
      {!isInServiceArea(request.zipCode) && (
        <p className="mt-2 text-sm text-amber-800">
          Diese PLZ liegt außerhalb von {SERVICE_AREA_TEXT}. Ob ein Betrieb die Anfrage übernimmt, können wir nicht
          zusagen.
        </p>
      )}

      {rows.length > 0 && (
        <dl className="mt-4 grid gap-x-6 gap-y-3 border-t pt-4 text-sm sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.key} className="min-w-0">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-medium break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {request.contactRelease === "kunde" && (
        <p className="mt-4 flex items-start gap-2 border-t pt-4 text-sm" data-testid="request-contact-release">
          <LockKeyhole className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{CONTACT_RELEASE_TEXTS.customerKunde}</span>
        </p>
      )}

      <p className="mt-4 flex items-start gap-2 border-t pt-4 text-sm">
        <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Die Bestätigung ging an <span className="font-semibold break-all">{request.email}</span>.
        </span>
      </p>
    </section>
  );
}
