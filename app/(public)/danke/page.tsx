import type { Metadata } from "next";
import Link from "next/link";
import { CircleCheck, ClipboardCheck, House, MailCheck, PhoneCall, Users } from "lucide-react";

import { NoMobileCta } from "@/components/layout/mobile-cta-bar";
import { SubmittedRequestSummary } from "@/components/quiz/submitted-request-summary";
import { Button } from "@/components/ui/button";
import { MAX_COMPANIES_PER_LEAD } from "@/lib/validation/settings";

export const metadata: Metadata = {
  title: "Vielen Dank",
  description: "Ihre Anfrage ist eingegangen. Passende geprüfte Fachbetriebe melden sich in Kürze bei Ihnen.",
  robots: { index: false },
};

/** What happens after a request, with the times the product promises (spec: public-side §1). */
const nextSteps = [
  {
    icon: MailCheck,
    when: "Jetzt",
    title: "E-Mail-Adresse bestätigen",
    text: "Öffnen Sie in der Bestätigung den Link zu „Mein Projekt“: Damit bestätigen Sie Ihre E-Mail-Adresse.",
  },
  {
    icon: Users,
    when: "Als Nächstes",
    title: `Bis zu ${MAX_COMPANIES_PER_LEAD} passende Betriebe`,
    text: "Wir wählen geprüfte Fachbetriebe aus Wien und Umgebung aus, die zu Ihrem Projekt passen. In „Mein Projekt“ sehen Sie, welche Ihre Kontaktdaten erhalten.",
  },
  {
    icon: PhoneCall,
    when: "In der Regel innerhalb von 24 Stunden",
    title: "Die Betriebe melden sich",
    text: "Telefonisch oder per E-Mail, nachdem sie Ihre Anfrage erhalten haben. Die Beratung ist kostenlos und unverbindlich.",
  },
  {
    icon: ClipboardCheck,
    when: "Danach",
    title: "Angebot nach Besichtigung",
    text: "Nach einem Termin vor Ort erhalten Sie ein verbindliches Angebot. Sie entscheiden frei und bezahlen nur den Betrieb, den Sie beauftragen.",
  },
] as const;

/**
 * /danke – thank-you page after a project request: the request's summary from this tab's sessionStorage
 * (a general text when missing), the "Mein Projekt" link and the next steps. Static, not indexed.
 */
export default function DankePage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-10 text-center sm:px-6 sm:py-16">
      {/* The request was just sent: no bar asking for another one. */}
      <NoMobileCta />
      <span className="flex size-14 items-center justify-center rounded-full bg-success text-success-foreground sm:size-16">
        <CircleCheck className="size-8 sm:size-9" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">Vielen Dank</h1>
      <p className="mt-3 max-w-xl text-lg text-muted-foreground">Ihre Anfrage ist bei uns eingegangen.</p>

      <div className="mt-8 w-full">
        <SubmittedRequestSummary />
      </div>

      <div className="mt-4 flex w-full items-start gap-3 rounded-xl border bg-muted/40 p-4 text-left sm:p-5">
        <MailCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">Bestätigung per E-Mail</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Wir haben Ihnen eine E-Mail mit Ihren Angaben und Ihrem persönlichen Link zu „Mein Projekt“ geschickt. Dort
            sehen Sie, welche Betriebe Ihre Kontaktdaten erhalten, und können Ihre Anfrage zurückziehen oder Ihre Daten
            herunterladen und löschen. Mit dem ersten Öffnen bestätigen Sie Ihre E-Mail-Adresse.
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            Keine E-Mail erhalten? Sehen Sie bitte im Spam-Ordner nach oder{" "}
            <Link
              prefetch={false}
              href="/mein-projekt"
              className="font-medium text-primary underline underline-offset-2"
            >
              fordern Sie den Link neu an
            </Link>
            .
          </p>
        </div>
      </div>

      <h2 className="mt-10 self-start text-xl font-semibold sm:self-center">So geht es weiter</h2>
      <ol className="mt-4 grid w-full gap-3 text-left sm:grid-cols-2">
        {nextSteps.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <step.icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-medium tracking-wide text-primary uppercase">
                <span className="sr-only">Schritt {index + 1}: </span>
                {step.when}
              </p>
              <h3 className="mt-0.5 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <Button asChild size="lg" className="mt-10">
        <Link prefetch={false} href="/">
          <House aria-hidden="true" />
          Zur Startseite
        </Link>
      </Button>
    </section>
  );
}
