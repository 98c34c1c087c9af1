import type { Metadata } from "next";
import Link from "next/link";
import { BadgeCheck, Flag, Link2, MessageSquareReply, ShieldCheck, UserRound } from "lucide-react";

import { BackButton } from "@/components/legal/back-button";
import { CompanyChecksExplainer } from "@/components/verification/company-checks-explainer";
import { siteConfig } from "@/lib/config";
import { REVIEW_GRACE_DAYS } from "@/lib/domain/review-eligibility";
import { VERIFIED_JOB_LABEL } from "@/lib/domain/reviews";
import { pageMetadata } from "@/lib/seo/metadata";
import { REVIEW_LIMITS } from "@/lib/validation/reviews";

export const metadata: Metadata = pageMetadata({
  title: "So entstehen unsere Bewertungen",
  description: `Wie ${siteConfig.name} Bewertungen sammelt und prüft: nur Kundinnen und Kunden mit bestätigtem Auftrag, eine Bewertung pro Auftrag über einen einmaligen Link, keine gekauften Bewertungen.`,
  path: "/bewertungen",
});

/** The steps from a confirmed job to a published review. */
const STEPS = [
  {
    icon: BadgeCheck,
    title: "Nur bestätigte Aufträge",
    text: `Bewerten kann nur, wer über ${siteConfig.name} angefragt hat und dessen Auftrag beide Seiten bestätigt haben: Der Betrieb meldet den Auftrag als gewonnen, und die Kundin oder der Kunde bestätigt unter „Mein Projekt“, dass genau dieser Betrieb beauftragt wurde. Wer nicht über uns angefragt hat, kann keine Bewertung schreiben.`,
  },
  {
    icon: Link2,
    title: "Ein einmaliger Link pro Auftrag",
    text: `Ist der Auftrag erledigt – der Betrieb hat ihn als abgeschlossen markiert oder ${REVIEW_GRACE_DAYS} Tage nach dem Ende des geplanten Fertigstellungsmonats sind vergangen –, schicken wir eine einzige E-Mail mit einem persönlichen Link. Er gilt für genau eine Bewertung; danach ist er verbraucht. So gibt es zu jedem Auftrag höchstens eine Bewertung.`,
  },
  {
    icon: UserRound,
    title: "Was eine Bewertung zeigt",
    text: `1 bis 5 Sterne, einen Titel und einen Text (${REVIEW_LIMITS.bodyMin} bis ${REVIEW_LIMITS.bodyMax.toLocaleString("de-AT")} Zeichen), dazu „${VERIFIED_JOB_LABEL}“ mit Monat und Leistung. Vom Namen zeigen wir nur den Vornamen und den ersten Buchstaben des Nachnamens, nie E-Mail-Adresse oder Telefonnummer.`,
  },
  {
    icon: MessageSquareReply,
    title: "Betriebe können einmal antworten",
    text: "Der bewertete Betrieb kann auf jede Bewertung einmal öffentlich antworten. Die Antwort steht unter der Bewertung und lässt sich danach nicht mehr ändern. Betriebe können Bewertungen weder bearbeiten noch löschen und nicht bestimmen, wer eingeladen wird.",
  },
] as const;

/**
 * /bewertungen – how reviews are collected and checked (Omnibus directive (EU) 2019/2161, Art. 7(6) UCPD), and how
 * companies are checked (lib/content/company-checks.ts).
 * Every statement here describes what lib/domain/review-eligibility.ts and lib/reviews/ do; change both together.
 */
export default function ReviewPolicyPage() {
  return (
    <>
      <div className="mx-auto max-w-4xl px-4 pt-8 sm:px-6 sm:pt-12 lg:px-8">
        <BackButton />
      </div>
      <article className="mx-auto max-w-4xl px-4 pt-6 pb-14 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Bewertungen</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          So entstehen unsere Bewertungen
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          Bewertungen auf den Firmenprofilen von {siteConfig.name} stammen ausschließlich von Kundinnen und Kunden, die
          den Betrieb über unsere Plattform beauftragt haben. Hier erklären wir, wie wir Bewertungen sammeln, was wir
          prüfen und was nicht.
        </p>

        <ol className="mt-10 grid gap-5 sm:grid-cols-2">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold">{title}</h2>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>

        <section className="mt-12" aria-labelledby="review-policy-honest">
          <h2 id="review-policy-honest" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
            Keine gekauften oder erfundenen Bewertungen
          </h2>
          <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-muted-foreground">
            <li>
              Wir kaufen keine Bewertungen, legen keine selbst an und übernehmen keine Bewertungen von anderen
              Plattformen.
            </li>
            <li>Für eine Bewertung gibt es keine Gegenleistung – weder von uns noch vom Betrieb.</li>
            <li>
              Alle Bewertungen werden veröffentlicht, positive wie negative. Wir prüfen vor der Veröffentlichung, dass
              die Bewertung zu einem bestätigten Auftrag gehört, nicht aber ihren Inhalt. Sie erscheint sofort auf dem
              Firmenprofil.
            </li>
            <li>
              Durchschnitt und Anzahl der Sterne auf einem Firmenprofil beziehen sich auf alle veröffentlichten
              Bewertungen des Betriebs. Bewertungen sind nach Datum sortiert, die neuesten zuerst; niemand kann für eine
              bessere Platzierung bezahlen.
            </li>
          </ul>
        </section>

        <CompanyChecksExplainer className="mt-12" />

        <section className="mt-12" aria-labelledby="review-policy-reports">
          <h2 id="review-policy-reports" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Flag className="size-6 text-primary" aria-hidden="true" />
            Bewertungen melden
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">
            Jede Person kann eine Bewertung über „Bewertung melden“ unter der Bewertung melden, etwa wenn sie
            beleidigend ist, nachweislich falsche Tatsachen behauptet, persönliche Daten Dritter enthält oder nichts mit
            dem Auftrag zu tun hat. Ein Grund ist dabei Pflicht; eine E-Mail-Adresse ist freiwillig.
          </p>
          <p className="mt-3 leading-relaxed text-muted-foreground">
            Unser Team prüft jede Meldung und entscheidet: Die Bewertung bleibt, oder sie wird entfernt. Jede
            Entscheidung speichern wir mit Begründung, Zeitpunkt und der entscheidenden Person (Verordnung (EU)
            2022/2065, Digital Services Act). Wer eine E-Mail-Adresse angegeben hat, erhält die Entscheidung mit
            Begründung; wird eine Bewertung entfernt, informieren wir auch ihre Verfasserin oder ihren Verfasser,
            solange uns deren Kontaktdaten vorliegen. Eine Bewertung wird nicht entfernt, nur weil sie kritisch ist.
          </p>
          <p className="mt-3 leading-relaxed text-muted-foreground">
            Sie sind mit einer Entscheidung nicht einverstanden oder möchten Ihre eigene Bewertung löschen lassen?
            Schreiben Sie uns über das{" "}
            <Link prefetch={false} href="/kontakt" className="font-medium text-primary underline underline-offset-2">
              Kontaktformular
            </Link>
            .
          </p>
        </section>
      </article>
    </>
  );
}
