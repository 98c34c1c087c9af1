import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRight, BadgeCheck, FileCheck2, Landmark, Mail, ShieldCheck, Star } from "lucide-react";

import { BackButton } from "@/components/legal/back-button";
import { PublicFigures } from "@/components/public-claims/public-figures";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { StaticImage } from "@/components/ui/static-image";
import { siteConfig } from "@/lib/config";
import { getPublicClaims } from "@/lib/data/public-claims";
import { getSiteSettings } from "@/lib/data/settings";
import { organizationJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Über uns",
  description: `${siteConfig.name} aus Wien: kostenlose Vermittlung geprüfter Fachbetriebe in allen 23 Bezirken und im Umland, Bewertungen nur aus bestätigten Aufträgen.`,
  path: "/ueber-uns",
  image: "/images/about/wien-renovierung.webp",
});

/**
 * The key facts band: rules the product enforces. The spec's marketing figures are not fixed texts: backed figures
 * come from lib/data/public-claims.ts and show below this band.
 *
 * @param companiesPerLead Companies per request from the "Einstellungen" (1–4).
 */
function keyFacts(companiesPerLead: number) {
  return [
    { value: `bis zu ${companiesPerLead}`, label: "Angebote pro Anfrage" },
    { value: "0 €", label: "Kosten für Kundinnen und Kunden" },
    { value: "23", label: "Wiener Bezirke und das Umland" },
    { value: "1", label: "Bewertung pro bestätigtem Auftrag" },
  ] as const;
}

/** What every partner company is checked for before it receives requests (spec: public-side §1). */
const VETTING_STEPS = [
  {
    icon: FileCheck2,
    title: "Gewerbeberechtigung",
    text: "Wir prüfen im Gewerbeinformationssystem Austria (GISA), ob der Betrieb für die angebotenen Arbeiten die nötige Gewerbeberechtigung besitzt.",
  },
  {
    icon: ShieldCheck,
    title: "Versicherung",
    text: "Jeder Partnerbetrieb legt eine Bestätigung seiner Betriebshaftpflichtversicherung vor; wir erfassen, bis wann sie gilt. Läuft sie ab, erhält er keine neuen Anfragen.",
  },
  {
    icon: Landmark,
    title: "UID und Firmenbuch",
    text: "Die UID-Nummer prüfen wir über VIES, das Abfragesystem der Europäischen Kommission; ist der Betrieb im Firmenbuch eingetragen, gleichen wir auch diesen Eintrag ab.",
  },
  {
    icon: Star,
    title: "Kundenbewertungen",
    text: "Nach jedem bestätigten Auftrag laden wir die Kundin oder den Kunden zu einer Bewertung ein. Sie erscheint auf dem Profil des Betriebs und zählt bei der Verteilung neuer Anfragen.",
  },
] as const;

/**
 * /ueber-uns – about page: origin (founding year only when entered with its source), key facts, backed figures,
 * mission and how partner companies are vetted.
 */
export default async function UeberUnsPage() {
  const [{ contact, marketplace }, claims] = await Promise.all([getSiteSettings(), getPublicClaims()]);
  const founded = claims.foundingYear;
  return (
    <>
      <JsonLd data={organizationJsonLd(contact, founded?.year)} />
      <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 sm:pt-12 lg:px-8">
        <BackButton />
      </div>

      <section className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-6 pb-12 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:px-8 lg:pb-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {founded ? `Gegründet ${founded.year} in Wien` : "Aus Wien, für Wien"}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">Über uns</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
            {siteConfig.name} bringt Menschen mit Renovierungsplänen und geprüfte Fachbetriebe aus Wien zusammen –
            kostenlos, unverbindlich und mit persönlicher Betreuung durch unser Team.
          </p>
        </div>
        <StaticImage
          src="/images/about/wien-renovierung.webp"
          alt="Illustration: Wiener Altbau mit Gerüst vor der Skyline mit Stephansdom und Riesenrad"
          width={1200}
          height={800}
          preload
          sizes="(min-width: 1024px) 36rem, 100vw"
          className="h-auto w-full rounded-2xl border shadow-sm"
        />
      </section>

      <section aria-labelledby="figures-title" className="border-y bg-secondary">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
          <h2 id="figures-title" className="sr-only">
            {siteConfig.name} auf einen Blick
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
            {keyFacts(marketplace.companiesPerLead).map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-sm text-secondary-foreground sm:text-base">{figure.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PublicFigures
        claims={claims}
        title={`${siteConfig.name} in Zahlen`}
        showTitle
        className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 lg:px-8"
      />

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="story-title">
          <h2 id="story-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Unsere Geschichte
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
            <p>
              {founded ? (
                <>
                  {siteConfig.name} wurde {founded.year} in Wien gegründet ({founded.source}).{" "}
                </>
              ) : null}
              Die Idee entstand aus eigener Erfahrung: Wer in Wien eine Altbauwohnung saniert, telefoniert oft Dutzende
              Betriebe ab, wartet tagelang auf Rückrufe und hält am Ende Angebote in der Hand, die sich kaum vergleichen
              lassen.
            </p>
            <p>
              Heute vermitteln wir Projekte in allen 23 Bezirken und im Wiener Umland – von der Badsanierung in
              Favoriten bis zur kompletten Wohnungssanierung in der Josefstadt.
            </p>
          </div>
        </section>

        <section aria-labelledby="mission-title">
          <h2 id="mission-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Unsere Mission
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
            <p>
              Renovieren soll in Wien einfach und transparent sein: Sie beschreiben Ihr Projekt in wenigen Minuten, wir
              finden bis zu 4 passende, geprüfte Betriebe aus Ihrer Umgebung, und Sie entscheiden in Ruhe – ohne Kosten
              und ohne Verpflichtung.
            </p>
            <p>
              Für Handwerksbetriebe sind wir ein fairer Partner: Sie erhalten Anfragen mit allen wichtigen
              Projektdetails und zahlen nur, wenn daraus tatsächlich ein Auftrag entsteht.
            </p>
          </div>
        </section>
      </div>

      <section aria-labelledby="vetting-title" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <div className="flex items-center gap-3">
            <BadgeCheck className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <h2 id="vetting-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              So prüfen wir unsere Partnerbetriebe
            </h2>
          </div>
          <p className="mt-3 max-w-3xl text-muted-foreground">
            Wir prüfen jeden Partnerbetrieb gegen amtliche Register und seine Haftpflichtversicherung und wiederholen
            die Registerprüfung monatlich. Auf jedem Firmenprofil steht, was wir wann geprüft haben. Bewertungen kommen
            ausschließlich aus bestätigten Aufträgen.
          </p>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VETTING_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl border bg-card p-5 shadow-sm">
                <div className="flex items-center justify-between">
                  <step.icon className="size-7 text-primary" aria-hidden="true" />
                  <span className="text-sm font-semibold text-muted-foreground" aria-hidden="true">
                    {index + 1}/4
                  </span>
                </div>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 flex flex-col gap-3 sm:flex-row sm:gap-6">
            <Link
              prefetch={false}
              href="/firmen"
              className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              Fachbetriebe ansehen
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link
              prefetch={false}
              href="/bewertungen"
              className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              So entstehen unsere Bewertungen
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="rounded-2xl bg-linear-to-br from-primary to-blue-800 px-6 py-10 text-center text-primary-foreground sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            Bereit für Ihr Renovierungsprojekt?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-blue-50">
            Beschreiben Sie Ihr Vorhaben und erhalten Sie bis zu 4 kostenlose Angebote – oder fragen Sie uns vorher
            einfach, was Sie wissen möchten.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="bg-white text-primary hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700"
            >
              <Link prefetch={false} href="/quiz">
                Projekt starten
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-blue-700"
            >
              <Link prefetch={false} href="/kontakt">
                <Mail aria-hidden="true" />
                Kontakt aufnehmen
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
