/**
 * The customer's project room "Mein Projekt", rendered on the server (lib/project-room/room.ts `openProjectRoom`) so
 * it reads without JavaScript; only withdraw, erase, the contact release, the hire answer, the site visits and the
 * photos are client islands, download and offers are plain links. Times in Vienna.
 */
import { Check, CircleSlash, Download, ExternalLink, Mail, MailCheck, Phone } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ProjectRoom, ProjectRoomCompany, ProjectRoomOffers } from "@/lib/project-room/room";
import { companyStatusForCustomer } from "@/lib/domain/project-room-display";
import { formatPhone, telHref } from "@/lib/domain/phone";
import { cn } from "@/lib/utils";
import { RankedOfferCard } from "@/components/offers/ranked-offer-card";
import { PossibleSubsidies } from "@/components/subsidies/possible-subsidies";
import { CheckBadge, CheckLine } from "@/components/verification/check-status";
import { RoomVisits } from "@/components/visits/room-visits";
import { formatViennaDate, formatViennaDateTime, formatViennaMonth } from "@/lib/time/vienna";
import { formatResponseTime } from "@/lib/domain/response-time";
import { starsLabel } from "@/lib/domain/reviews";
import { ContactReleaseButton } from "./contact-release-button";
import { HireAnswerForm } from "./hire-answer-form";
import { EraseDataButton, ErasableRoom } from "./room-erasure";
import { WITHDRAWN_NOTICE_ID } from "./room-ids";
import { RoomFiles } from "./room-files";
import { RoomLinks } from "./room-links";
import { RoomMessages } from "./room-messages";
import { RoomCompanyOffers } from "./room-offers";
import { WithdrawProjectButton } from "./withdraw-project-button";

/** Path of a project-room API call for `token` (`/api/mein-projekt/{token}/{action}`). */
export function roomApiPath(token: string, action: "export" | "offers"): string {
  return `/api/mein-projekt/${encodeURIComponent(token)}/${action}`;
}

export interface ProjectRoomViewProps {
  room: ProjectRoom;
  /** The link token from the URL (for the API links and buttons). */
  token: string;
}

export function ProjectRoomView({ room, token }: ProjectRoomViewProps) {
  const withdrawn = room.withdrawnAt !== null;
  return (
    <ErasableRoom>
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <header>
          <p className="text-sm font-medium text-primary">Mein Projekt</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
            {room.serviceLabel} in {room.zipCode}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">
            Anfrage Nr. {room.projectId} vom {formatViennaDateTime(room.createdAt)} Uhr
          </p>
          {room.emailConfirmedAt && (
            <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
              <MailCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              E-Mail-Adresse bestätigt am {formatViennaDate(room.emailConfirmedAt)}
            </p>
          )}
        </header>

        {withdrawn && (
          <div
            id={WITHDRAWN_NOTICE_ID}
            tabIndex={-1}
            className="mt-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 outline-none"
          >
            <CircleSlash className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <h2 className="font-semibold">Anfrage zurückgezogen</h2>
              <p className="mt-1">
                Sie haben diese Anfrage am {formatViennaDateTime(room.withdrawnAt!)} Uhr zurückgezogen. Es erhält kein
                weiterer Betrieb Ihre Kontaktdaten.
                {room.companies.length > 0 && " Die Betriebe unten haben wir darüber per E-Mail informiert."}
              </p>
            </div>
          </div>
        )}

        <RoomSection id="room-progress" title="Stand Ihrer Anfrage">
          <ProgressSteps steps={room.steps} />
        </RoomSection>

        <RoomSection
          id="room-companies"
          title={
            room.companies.some((company) => !company.contactReleasedAt)
              ? "Ausgewählte Betriebe"
              : "Betriebe mit Ihren Kontaktdaten"
          }
        >
          <CompanyList companies={room.companies} withdrawn={withdrawn} token={token} />
        </RoomSection>

        {room.companies.length > 0 && (
          <RoomSection id="besichtigung" title="Besichtigungstermine">
            <RoomVisits token={token} />
            <noscript>
              <p className="mt-3 rounded-md border bg-muted/40 p-3 text-sm">
                Für die Besichtigungstermine braucht diese Seite JavaScript.
              </p>
            </noscript>
          </RoomSection>
        )}

        {room.companies.length > 0 && (
          <RoomSection id="room-messages" title="Nachrichten">
            <p className="mb-4 text-sm text-muted-foreground">
              Schreiben Sie den Betrieben direkt hier. Wir benachrichtigen Sie per E-Mail, wenn ein Betrieb antwortet.
            </p>
            <RoomMessages
              token={token}
              companies={room.companies.map((company) => ({ companyId: company.companyId, name: company.name }))}
            />
            <noscript>
              <p className="mt-3 rounded-md border bg-muted/40 p-3 text-sm">
                Für Nachrichten braucht diese Seite JavaScript.
              </p>
            </noscript>
          </RoomSection>
        )}

        {room.companies.length > 0 && (
          <RoomSection id="angebote" title="Angebote">
            <RoomCompanyOffers token={token} companies={room.companies} />
            <noscript>
              <p className="mt-3 rounded-md border bg-muted/40 p-3 text-sm">
                Für den Vergleich der Angebote braucht diese Seite JavaScript.
              </p>
            </noscript>
          </RoomSection>
        )}

        {room.companies.length > 0 && (
          <RoomSection id="room-hire" title="Wer hat den Auftrag bekommen?">
            <p className="mb-4 text-sm text-muted-foreground">
              Sagen Sie uns, ob eine der Firmen den Auftrag bekommen hat. Die Firmen zahlen uns nur für vergebene
              Aufträge eine Provision; Ihre Angabe hilft uns, das zu prüfen. Sie können Ihre Antwort jederzeit ändern.
            </p>
            <HireAnswerForm
              token={token}
              companies={room.companies.map((company) => ({ companyId: company.companyId, name: company.name }))}
              hire={room.hire}
            />
            <noscript>
              <p className="mt-3 rounded-md border bg-muted/40 p-3 text-sm">
                Zum Speichern Ihrer Antwort braucht diese Seite JavaScript.
              </p>
            </noscript>
          </RoomSection>
        )}

        <PossibleSubsidies
          subsidies={room.subsidies}
          headingId="room-subsidies"
          className="mt-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        />

        {room.hasBathroomOffers && (
          <RoomSection id="room-offers" title="Ihre Badezimmer-Angebote">
            <RoomOffers offers={room.offers} token={token} />
            <p className="mt-4 text-sm text-muted-foreground">
              Auf der Angebotsseite können Sie eine Variante wählen („Projekt starten“). Beim Öffnen merkt sich dieser
              Browser Ihr Projekt, damit Sie die Angebote später wieder aufrufen können.
            </p>
            <Button asChild size="lg" className="mt-4 w-full sm:w-auto">
              <a href={roomApiPath(token, "offers")} rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                Angebote ansehen
              </a>
            </Button>
          </RoomSection>
        )}

        <RoomSection id="room-request" title="Ihre Anfrage">
          <RequestDetails room={room} />
        </RoomSection>

        <RoomSection id="room-files" title="Fotos & Pläne">
          <RoomFiles token={token} />
          <noscript>
            <p className="mt-3 rounded-md border bg-muted/40 p-3 text-sm">
              Für Fotos und Pläne braucht diese Seite JavaScript.
            </p>
          </noscript>
        </RoomSection>

        <RoomSection id="room-data" title="Ihre Daten">
          <div className="grid gap-5">
            <DataAction
              title="Meine Daten herunterladen"
              text="Eine Datei (JSON) mit allem, was wir zu dieser Anfrage und Ihrer E-Mail-Adresse gespeichert haben (Art. 15 und 20 DSGVO)."
            >
              <Button asChild variant="outline" size="lg" className="w-full sm:w-auto">
                <a href={roomApiPath(token, "export")} download rel="noreferrer">
                  <Download aria-hidden="true" />
                  Meine Daten herunterladen
                </a>
              </Button>
            </DataAction>
            {!withdrawn && (
              <DataAction
                title="Anfrage zurückziehen"
                text="Es erhalten keine weiteren Betriebe Ihre Kontaktdaten. Betriebe, die Ihre Anfrage schon haben, informieren wir per E-Mail."
              >
                <WithdrawProjectButton token={token} />
              </DataAction>
            )}
            <DataAction
              title="Meine Daten löschen"
              text="Löscht Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre freien Angaben sofort und endgültig. Danach funktioniert dieser Link nicht mehr."
            >
              <EraseDataButton token={token} />
            </DataAction>
            <noscript>
              <p className="rounded-md border bg-muted/40 p-3 text-sm">
                Zum Zurückziehen und Löschen braucht diese Seite JavaScript. Sie können uns stattdessen auch eine E-Mail
                schreiben: Die Adresse finden Sie in der{" "}
                <Link
                  prefetch={false}
                  href="/datenschutz"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  Datenschutzerklärung
                </Link>
                .
              </p>
            </noscript>
          </div>
        </RoomSection>

        <RoomSection id="room-links" title="Ihre Links zu diesem Projekt">
          <p className="mb-3 text-sm text-muted-foreground">
            Jeder Link öffnet diese Seite. Ein Link, den 12 Monate lang niemand verwendet, funktioniert nicht mehr; neue
            Links erhalten Sie jederzeit unter{" "}
            <Link
              prefetch={false}
              href="/mein-projekt"
              className="font-medium text-primary underline underline-offset-2"
            >
              „Mein Projekt“
            </Link>{" "}
            an Ihre E-Mail-Adresse. Widerrufen Sie einen Link, wenn ihn jemand anderer kennen könnte.
          </p>
          <RoomLinks token={token} links={room.links} />
        </RoomSection>
      </div>
    </ErasableRoom>
  );
}

/**
 * The bathroom offers: waiting, failed, or the three tiers read-only (choosing needs the access cookie the offers
 * link sets), and the admin's approval with a link to the approved offer.
 */
function RoomOffers({ offers, token }: { offers: ProjectRoomOffers | null; token: string }) {
  if (!offers || offers.status === "generating") {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Ihre drei Angebote werden gerade berechnet. Das dauert meist nur wenige Sekunden – laden Sie die Seite gleich
        neu.
      </p>
    );
  }
  if (offers.status === "failed") {
    return (
      <p className="text-sm text-muted-foreground">
        Für Ihr Bad konnten wir leider keine Angebote berechnen. Die ausgewählten Fachbetriebe erstellen Ihnen ihr
        Angebot nach einer Besichtigung.
      </p>
    );
  }
  return (
    <>
      {offers.approvedAt && (
        <div className="mb-5 flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            Von unserem Team geprüft am {formatViennaDateTime(offers.approvedAt)}. Die Angebote unten sind die
            geprüften; den Link haben wir Ihnen auch per E-Mail geschickt.
          </p>
          <Button asChild variant="outline" className="shrink-0">
            <a href={`${roomApiPath(token, "offers")}?ansicht=geprueft`} rel="noreferrer">
              Geprüftes Angebot öffnen
            </a>
          </Button>
        </div>
      )}
      <ul className="grid gap-6 pt-3 lg:grid-cols-3" aria-label="Ihre drei Angebote, nach Preis aufsteigend">
        {offers.ranked.map((offer) => (
          <RankedOfferCard key={offer.tier} offer={offer} headingLevel="h3" />
        ))}
      </ul>
    </>
  );
}

function RoomSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold sm:text-xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function DataAction({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-2 border-b pb-5 last-of-type:border-b-0 last-of-type:pb-0 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6">
      <div>
        <h3 className="font-medium">{title}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      </div>
      <div>{children}</div>
    </div>
  );
}

/** The progress line: reached steps with their date and time, the others greyed out. */
function ProgressSteps({ steps }: { steps: ProjectRoom["steps"] }) {
  return (
    <ol className="grid gap-0" aria-label="Fortschritt">
      {steps.map((step, index) => {
        const reached = step.at !== null;
        const last = index === steps.length - 1;
        return (
          <li
            key={step.key}
            className="relative flex gap-3 pb-5 last:pb-0"
            data-testid={`room-step-${step.key}`}
            data-reached={reached}
          >
            {!last && (
              <span
                className={cn("absolute top-7 bottom-0 left-3 w-px", reached ? "bg-primary" : "bg-border")}
                aria-hidden="true"
              />
            )}
            <span
              className={cn(
                "relative flex size-6 shrink-0 items-center justify-center rounded-full border text-xs",
                reached
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-background text-muted-foreground",
              )}
              aria-hidden="true"
            >
              {reached ? <Check className="size-3.5" /> : index + 1}
            </span>
            <div className="min-w-0">
              <p className={cn("font-medium", !reached && "text-muted-foreground")}>{step.label}</p>
              <p className="text-sm text-muted-foreground">
                {reached ? `${formatViennaDateTime(step.at!)} Uhr` : "Noch nicht erreicht"}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const STATUS_TONES = {
  open: "border-transparent bg-secondary text-secondary-foreground",
  won: "border-transparent bg-success text-success-foreground",
  lost: "text-muted-foreground",
} as const;

/** Released by the customer after the assignment (not at once by the "sofort" setting). */
function releasedLater(company: ProjectRoomCompany): boolean {
  return company.contactReleasedAt !== null && company.contactReleasedAt !== company.assignedAt;
}

/**
 * Every company that received the request, what it sees of the contact data and the release buttons, or what
 * happens next while there is none.
 */
function CompanyList({
  companies,
  withdrawn,
  token,
}: {
  companies: ProjectRoomCompany[];
  withdrawn: boolean;
  token: string;
}) {
  if (companies.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {withdrawn
          ? "Kein Betrieb hat Ihre Kontaktdaten erhalten, und nach Ihrem Rückzug erhält sie auch keiner mehr."
          : "Noch hat kein Betrieb Ihre Kontaktdaten erhalten. Wir wählen bis zu vier geprüfte Fachbetriebe aus, die zu Ihrem Projekt passen; sobald ein Betrieb Ihre Daten erhält, steht er hier. Die Betriebe melden sich in der Regel innerhalb von 24 Stunden bei Ihnen."}
      </p>
    );
  }
  const releasable = withdrawn
    ? []
    : companies.filter((company) => !company.endedAt && company.contactReleasedAt === null);
  const anyWaiting = companies.some((company) => company.contactReleasedAt === null);
  return (
    <>
      {anyWaiting ? (
        <div className="grid gap-3 text-sm text-muted-foreground">
          <p>
            Sie entscheiden, welche Firmen Ihren Namen, Ihre Telefonnummer, E-Mail und Adresse sehen. Bis dahin sehen
            Firmen nur Ihre Anfrage, Ihre Postleitzahl und Ihren Vornamen. Sie können die Firmen auch selbst
            kontaktieren.
          </p>
          {releasable.length > 1 && (
            <div>
              <ContactReleaseButton token={token} />
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {companies.length === 1 ? "Dieser Betrieb hat" : `Diese ${companies.length} Betriebe haben`} Ihren Namen, Ihre
          E-Mail-Adresse, Ihre Telefonnummer und Ihre Angaben erhalten. Sie können{" "}
          {companies.length === 1 ? "ihn" : "sie"} auch selbst kontaktieren.
        </p>
      )}
      <ul className="mt-4 grid gap-3" aria-label="Betriebe">
        {companies.map((company, index) => {
          const status = companyStatusForCustomer(company.status);
          return (
            <li key={`${company.name}-${index}`} className="rounded-lg border p-4" data-testid="room-company">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-semibold break-words">
                  {company.profilePath ? (
                    <Link
                      prefetch={false}
                      href={company.profilePath}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {company.name}
                      <span className="sr-only"> (Firmenprofil mit Bewertungen)</span>
                    </Link>
                  ) : (
                    company.name
                  )}
                </h3>
                <Badge variant="outline" className={STATUS_TONES[status.tone]}>
                  {status.label}
                </Badge>
              </div>
              <dl className="mt-2 grid gap-1 text-sm">
                <Fact label="Prüfung">
                  <span className="inline-flex flex-col gap-0.5" data-testid="room-company-checks">
                    <CheckBadge checks={company.checks} />
                    <CheckLine checks={company.checks} />
                  </span>
                </Fact>
                {company.ratingAverage !== null && company.ratingCount > 0 && (
                  <Fact label="Bewertung">
                    {starsLabel(company.ratingAverage)} ({company.ratingCount}{" "}
                    {company.ratingCount === 1 ? "Bewertung" : "Bewertungen"})
                  </Fact>
                )}
                {company.responseMedianMs !== null && (
                  <Fact label="Antwortzeit (Median)">{formatResponseTime(company.responseMedianMs)}</Fact>
                )}
                {company.verifiedSince && <Fact label="Partner seit">{formatViennaMonth(company.verifiedSince)}</Fact>}
                {company.endedAt ? (
                  <p data-testid="room-company-ended">
                    Erhielt Ihre {company.contactReleasedAt ? "Kontaktdaten" : "Anfrage"} am{" "}
                    {formatViennaDate(company.assignedAt)}, entfernt am {formatViennaDate(company.endedAt)}.
                  </p>
                ) : company.contactReleasedAt && !releasedLater(company) ? (
                  <Fact label="Ihre Daten erhalten am">{formatViennaDateTime(company.assignedAt)} Uhr</Fact>
                ) : (
                  <Fact label="Ihre Anfrage erhalten am">{formatViennaDateTime(company.assignedAt)} Uhr</Fact>
                )}
                {!company.endedAt && (releasedLater(company) || !company.contactReleasedAt) && (
                  <Fact label="Kontaktdaten">
                    <span data-testid="room-company-release">
                      {company.contactReleasedAt
                        ? `Kontaktdaten freigegeben am ${formatViennaDateTime(company.contactReleasedAt)} Uhr`
                        : "Noch nicht freigegeben: Die Firma sieht nur Ihre Anfrage, Ihre Postleitzahl und Ihren Vornamen."}
                    </span>
                  </Fact>
                )}
                <Fact label="Hat Sie kontaktiert">
                  <span data-testid="room-company-contacted">
                    {company.contactedAt
                      ? `Ja, gemeldet am ${formatViennaDateTime(company.contactedAt)} Uhr`
                      : "Noch nicht gemeldet"}
                  </span>
                </Fact>
                {company.jobDoneAt && <Fact label="Auftrag erledigt am">{formatViennaDate(company.jobDoneAt)}</Fact>}
              </dl>
              <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
                {releasable.includes(company) && (
                  <ContactReleaseButton token={token} company={{ companyId: company.companyId, name: company.name }} />
                )}
                {company.phone && (
                  <a
                    href={telHref(company.phone)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <Phone className="size-4 shrink-0" aria-hidden="true" />
                    <span className="sr-only">Telefon: </span>
                    {formatPhone(company.phone)}
                  </a>
                )}
                {company.email && (
                  <a
                    href={`mailto:${company.email}`}
                    className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
                  >
                    <Mail className="size-4 shrink-0" aria-hidden="true" />
                    <span className="sr-only">E-Mail: </span>
                    {company.email}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** One label/value row of a definition list. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The request as submitted: service, PLZ, date, answers, contact data and the consent record. */
function RequestDetails({ room }: { room: ProjectRoom }) {
  return (
    <div className="grid gap-6">
      <dl className="grid gap-2 text-sm">
        <Fact label="Leistung">{room.serviceLabel}</Fact>
        <Fact label="PLZ">{room.zipCode}</Fact>
        <Fact label="Gesendet am">{formatViennaDateTime(room.createdAt)} Uhr</Fact>
        {room.answers.map((answer) => (
          <Fact key={answer.key} label={answer.label}>
            {answer.value}
          </Fact>
        ))}
      </dl>
      <div>
        <h3 className="font-medium">Ihre Kontaktdaten</h3>
        <dl className="mt-2 grid gap-2 text-sm">
          <Fact label="Name">{room.name}</Fact>
          <Fact label="E-Mail">{room.email}</Fact>
          <Fact label="Telefon">{formatPhone(room.phone)}</Fact>
        </dl>
      </div>
      <div>
        <h3 className="font-medium">Ihre Einwilligung</h3>
        <p className="mt-2 text-sm text-muted-foreground">
          Sie haben am {formatViennaDateTime(room.consent.acceptedAt)} Uhr der Weitergabe Ihrer Anfrage an bis zu vier
          geprüfte Betriebe zugestimmt, nach der{" "}
          <Link prefetch={false} href="/datenschutz" className="font-medium text-primary underline underline-offset-2">
            Datenschutzerklärung
          </Link>{" "}
          in der Fassung {room.consent.privacyPolicyVersion}.
        </p>
      </div>
    </div>
  );
}
