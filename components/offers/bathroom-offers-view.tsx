"use client";
/**
 * /badezimmer-angebote/{projectId}: the three generated offers of the customer's project, polled while generated,
 * sorted by total and relabelled Budget/Standard/Premium, with the note that they are not yet reviewed and the
 * possible subsidies per tier (computed by the API, as in the project room). The API's
 * 404 is alike for an unknown id and a browser without the access cookie; the page then offers the link by e-mail.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { House, LoaderCircle, Mail, RefreshCw } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SendProjectLink } from "@/components/project-room/send-project-link";
import { PossibleSubsidies } from "@/components/subsidies/possible-subsidies";
import { Button } from "@/components/ui/button";
import type { OfferTier } from "@/lib/domain/bathroom-offer-types";
import { rankOffers, type CustomerOffers, type RankedOffer } from "@/lib/domain/offer-display";
import type { PossibleSubsidy } from "@/lib/domain/subsidies";
import { apiRequest, getJson, statusFromApiError } from "@/lib/http/api-client";
import { OfferNextSteps } from "./offer-next-steps";
import { RankedOfferCard } from "./ranked-offer-card";

/** Polling interval while the offers are generated (spec: public-side §9: 3000 ms). */
export const OFFER_POLL_INTERVAL_MS = 3000;

/** Answer of GET /api/bathroom-offers/{projectId}; `subsidies`: "Mögliche Förderung" per ranked tier. */
export type BathroomOffersAnswer =
  | { status: "generating" }
  | { status: "failed" }
  | {
      status: "ready";
      project: { name: string; zipCode: string };
      offers: CustomerOffers;
      subsidies?: PossibleSubsidy[];
    };

interface ProjectSummary {
  name: string;
  zipCode: string;
}

export function BathroomOffersView({ projectId }: { projectId: number | null }) {
  const router = useRouter();
  const enabled = projectId !== null;

  const project = useQuery({
    queryKey: ["/api/projects", projectId],
    queryFn: () => getJson<ProjectSummary>(`/api/projects/${projectId}`),
    enabled,
  });

  const offers = useQuery({
    queryKey: ["/api/bathroom-offers", projectId],
    queryFn: () => getJson<BathroomOffersAnswer>(`/api/bathroom-offers/${projectId}`),
    enabled,
    // Poll while generating (also after a passing error once "generating" was answered); stop once
    // there is an answer, on 404, and on an error before any answer (the error box offers a retry).
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (error && (!data || statusFromApiError(error) === 404)) return false;
      if (data && data.status !== "generating") return false;
      return OFFER_POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });

  const interest = useMutation({
    mutationFn: (selectedTier: OfferTier) =>
      apiRequest("POST", "/api/bathroom-offers/express-interest", { projectId, selectedTier }),
    onSuccess: () => router.push("/danke"),
    onError: () => {
      toast.error("Fehler", {
        description: "Interesse konnte nicht übermittelt werden. Bitte versuchen Sie es erneut.",
      });
    },
  });

  const notFound =
    projectId === null || statusFromApiError(offers.error) === 404 || statusFromApiError(project.error) === 404;
  if (notFound) return <OffersNotFound sendLinkFor={projectId} />;

  const data = offers.data;
  if (data?.status === "failed") {
    return (
      <OffersNotFound>
        Ihre Angebote konnten leider nicht automatisch erstellt werden. Ihre Anfrage ist bei uns eingegangen: Wir geben
        sie an passende geprüfte Fachbetriebe weiter, die sich persönlich bei Ihnen melden.
      </OffersNotFound>
    );
  }
  if (offers.isPending && !offers.error) {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 py-16"
      >
        <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p className="text-sm font-medium text-muted-foreground">Seite wird geladen...</p>
      </div>
    );
  }

  if (offers.error && !data) {
    return <OffersLoadError onRetry={() => void offers.refetch()} retrying={offers.isFetching} />;
  }

  const summary = data?.status === "ready" ? data.project : project.data;
  if (data?.status !== "ready") return <OffersGenerating project={summary} />;

  const ranked = rankOffers(data.offers);
  const busy = interest.isPending || interest.isSuccess;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-medium text-primary">Ihre Badezimmer-Angebote</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Drei Angebote für Ihr neues Bad
        </h1>
        <p className="mt-3 text-muted-foreground">
          Projekt von <span className="font-medium text-foreground">{data.project.name}</span>, PLZ{" "}
          <span className="font-medium text-foreground">{data.project.zipCode}</span>. Alle Preise in Euro inklusive 20
          % USt., berechnet mit Wiener Marktpreisen.
        </p>
        <p className="mt-2 text-sm text-muted-foreground" data-testid="offer-review-note">
          Diese Richtpreise hat unser System automatisch aus Ihren Angaben berechnet; unser Team hat sie noch nicht
          geprüft. Nach der Prüfung senden wir Ihnen den Link zu Ihren Angeboten per E-Mail. Das verbindliche Angebot
          erstellt der Fachbetrieb nach der Besichtigung.
        </p>
      </header>

      <ul className="mt-8 grid gap-6 lg:grid-cols-3" aria-label="Angebote, nach Preis aufsteigend sortiert">
        {ranked.map((offer) => (
          <RankedOfferCardWithStart
            key={offer.tier}
            offer={offer}
            pending={interest.isPending && interest.variables === offer.tier}
            disabled={busy}
            onStart={() => interest.mutate(offer.tier)}
          />
        ))}
      </ul>

      <PossibleSubsidies
        subsidies={data.subsidies ?? []}
        headingId="offer-subsidies"
        showTierEstimates
        className="mt-10 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      />

      <div className="mt-10">
        <OfferNextSteps />
      </div>
    </div>
  );
}

/** A ranked card with its "Projekt starten" button (components/offers/ranked-offer-card.tsx). */
function RankedOfferCardWithStart({
  offer,
  pending,
  disabled,
  onStart,
}: {
  offer: RankedOffer;
  pending: boolean;
  disabled: boolean;
  onStart: () => void;
}) {
  return (
    <RankedOfferCard offer={offer}>
      {(titleId) => (
        <Button
          type="button"
          size="lg"
          className="mt-5 w-full"
          variant={offer.popular ? "default" : "outline"}
          disabled={disabled}
          aria-describedby={titleId}
          aria-busy={pending}
          onClick={onStart}
        >
          {pending ? "Wird übermittelt..." : "Projekt starten"}
        </Button>
      )}
    </RankedOfferCard>
  );
}

function OffersGenerating({ project }: { project?: ProjectSummary }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <LoaderCircle className="size-12 animate-spin text-primary" aria-hidden="true" />
      <div role="status" aria-live="polite">
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          Ihre Angebote werden erstellt
        </h1>
        <p className="mt-4 text-muted-foreground">
          Wir berechnen drei Angebote (Budget, Standard und Premium) mit aktuellen Wiener Preisen. Das dauert
          voraussichtlich 30–60 Sekunden; diese Seite aktualisiert sich automatisch.
        </p>
      </div>
      {project && (
        <p className="mt-4 text-sm text-muted-foreground">
          Projekt von {project.name}, PLZ {project.zipCode}
        </p>
      )}
    </section>
  );
}

/** The offers could not be loaded (server error, network): message and a retry button. */
function OffersLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 sm:py-28">
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-10 text-center"
      >
        <h1 className="text-xl font-semibold text-balance">Ihre Angebote konnten nicht geladen werden.</h1>
        <p className="text-sm text-muted-foreground">Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.</p>
        <Button type="button" variant="outline" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? "animate-spin" : undefined} aria-hidden="true" />
          Erneut versuchen
        </Button>
      </div>
    </section>
  );
}

/**
 * "Angebot nicht gefunden". With `sendLinkFor` (a well-formed id the API refused) it offers the "Mein Projekt" link
 * by e-mail and the link request, the same for an existing and an unknown id.
 */
function OffersNotFound({ children, sendLinkFor = null }: { children?: React.ReactNode; sendLinkFor?: number | null }) {
  if (children) {
    return (
      <NotFoundMessage title="Angebot nicht gefunden" actions={[{ href: "/", label: "Zur Startseite", icon: House }]}>
        {children}
      </NotFoundMessage>
    );
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Angebot nicht gefunden</h1>
      <p className="mt-4 text-muted-foreground">
        Zu dieser Adresse gibt es keine Angebote, oder sie können in diesem Browser nicht angezeigt werden. Angebote
        öffnen sich in dem Browser, mit dem die Anfrage gesendet wurde, und auf jedem Gerät über den Link „Mein Projekt“
        aus Ihrer Bestätigungs-E-Mail.
      </p>
      {sendLinkFor !== null && (
        <div className="mt-8 grid w-full gap-3 rounded-xl border bg-card p-4 text-left shadow-sm sm:p-6">
          <h2 className="text-lg font-semibold">Link zu „Mein Projekt“ per E-Mail</h2>
          <p className="text-sm text-muted-foreground">
            Wir schicken einen neuen Link an die E-Mail-Adresse, die bei dieser Anfrage angegeben wurde. Über „Angebote
            ansehen“ öffnen Sie damit die Angebote in jedem Browser.
          </p>
          <SendProjectLink projectId={sendLinkFor} />
        </div>
      )}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" variant="outline" className="h-auto min-h-11 py-2 whitespace-normal">
          <Link prefetch={false} href="/mein-projekt">
            <Mail aria-hidden="true" />
            Links mit meiner E-Mail-Adresse anfordern
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link prefetch={false} href="/">
            <House aria-hidden="true" />
            Zur Startseite
          </Link>
        </Button>
      </div>
    </section>
  );
}
