import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";

import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/config";

export const metadata: Metadata = {
  title: "Datenschutzerklärung",
  description: `Wie ${siteConfig.name} Ihre Daten bei Projektanfragen verarbeitet: welche Daten, wofür, wie lange und welche Rechte Sie haben.`,
  alternates: { canonical: "/datenschutz" },
};

/** Interim privacy policy (static). The full text with all sections follows in a later issue. */
export default function DatenschutzPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <Button asChild variant="ghost" className="-ml-3 mb-6">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Zurück
        </Link>
      </Button>

      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-4xl">Datenschutzerklärung</h1>
      <p className="mt-2 text-sm text-muted-foreground">Stand: Juli 2025</p>

      <div className="mt-8 space-y-8 leading-relaxed [&_h2]:text-xl [&_h2]:font-semibold [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        <section>
          <h2>1. Verantwortlicher</h2>
          <p>
            Verantwortlich für die Verarbeitung Ihrer Daten auf dieser Website ist {siteConfig.name},{" "}
            {siteConfig.address.street}, {siteConfig.address.zipCity}. Sie erreichen uns unter{" "}
            <a href={`mailto:${siteConfig.email}`} className="text-primary underline underline-offset-4">
              {siteConfig.email}
            </a>
            .
          </p>
        </section>

        <section>
          <h2>2. Welche Daten wir erheben</h2>
          <p>Wenn Sie über unseren Fragebogen ein Projekt anfragen, speichern wir:</p>
          <ul>
            <li>die Postleitzahl (PLZ), in der das Projekt stattfinden soll,</li>
            <li>Ihren Namen, Ihre E-Mail-Adresse und Ihre Telefonnummer,</li>
            <li>Ihre Antworten auf die Fragen zu Ihrem Projekt.</li>
          </ul>
          <p>
            Schreiben Sie uns über das Kontaktformular, verarbeiten wir Ihren Namen, Ihre
            E-Mail-Adresse, den Betreff und Ihre Nachricht, um Ihre Anfrage zu beantworten.
          </p>
        </section>

        <section>
          <h2>3. Zweck der Verarbeitung</h2>
          <p>
            Wir verwenden Ihre Projektdaten, um Ihre Anfrage an bis zu 4 geprüfte Fachbetriebe zu
            vermitteln, die Ihnen ein Angebot erstellen können. Diese Betriebe erhalten dafür die
            Angaben zu Ihrem Projekt und Ihre Kontaktdaten. Wir verkaufen Ihre Daten nicht und
            verwenden sie nicht für fremde Werbung. Grundlage ist Ihre Einwilligung, die Sie beim
            Absenden der Anfrage erteilen, sowie die Durchführung der von Ihnen gewünschten
            Vermittlung.
          </p>
        </section>

        <section>
          <h2>4. Speicherdauer</h2>
          <p>
            Projektdaten speichern wir bis 3 Jahre nach Abschluss oder Stornierung des Projekts und
            löschen sie danach, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.
          </p>
        </section>

        <section>
          <h2>5. Ihre Rechte</h2>
          <p>
            Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der
            Verarbeitung Ihrer Daten, auf Datenübertragbarkeit sowie auf Widerspruch. Eine erteilte
            Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen. Außerdem
            können Sie sich bei der Österreichischen Datenschutzbehörde beschweren.
          </p>
        </section>

        <section>
          <h2>6. Kontakt</h2>
          <p>
            Fragen zum Datenschutz und Anträge zu Ihren Rechten richten Sie bitte an{" "}
            <a href={`mailto:${siteConfig.email}`} className="text-primary underline underline-offset-4">
              {siteConfig.email}
            </a>
            .
          </p>
        </section>
      </div>
    </article>
  );
}
