import type { Metadata } from "next";
import Link from "next/link";
import { CircleCheck, Clock, House, MailCheck, MessagesSquare, ClipboardCheck } from "lucide-react";

import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Vielen Dank",
  description: "Ihre Anfrage ist eingegangen. Ein passendes Unternehmen meldet sich in Kürze bei Ihnen.",
  robots: { index: false },
};

const nextSteps = [
  {
    icon: Clock,
    title: "Kontakt innerhalb von 24 Stunden",
    text: "Ein geprüftes Unternehmen aus Ihrer Region meldet sich telefonisch oder per E-Mail bei Ihnen.",
  },
  {
    icon: MessagesSquare,
    title: "Kostenlose Beratung",
    text: "Besprechen Sie Ihre Wünsche, Ihr Budget und den Zeitplan – unverbindlich und kostenlos.",
  },
  {
    icon: ClipboardCheck,
    title: "Finales Angebot nach Besichtigung",
    text: "Nach einem Termin vor Ort erhalten Sie ein verbindliches, endgültiges Angebot.",
  },
] as const;

/**
 * Thank-you page after a project request (public-side.md §2, "Thank-you"). Names the confirmation
 * e-mail with the personal "Mein Projekt" link (issue 14 §7) and where to ask for it again. Static,
 * not indexed.
 */
export default function DankePage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-success text-success-foreground">
        <CircleCheck className="size-9" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Vielen Dank</h1>
      <p className="mt-4 max-w-xl text-lg text-muted-foreground">
        Ihre Anfrage ist bei uns eingegangen. Ein passendes Unternehmen wird sich in Kürze bei Ihnen
        melden.
      </p>

      <div className="mt-8 flex w-full max-w-xl items-start gap-3 rounded-xl border bg-muted/40 p-4 text-left sm:p-5">
        <MailCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">Bestätigung per E-Mail</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Wir haben Ihnen eine E-Mail mit Ihren Angaben und Ihrem persönlichen Link zu „Mein Projekt“ geschickt. Dort sehen Sie, welche
            Betriebe Ihre Kontaktdaten erhalten, und können Ihre Anfrage zurückziehen oder Ihre Daten herunterladen und löschen. Mit dem
            ersten Öffnen bestätigen Sie Ihre E-Mail-Adresse.
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            Keine E-Mail erhalten? Sehen Sie bitte im Spam-Ordner nach oder{" "}
            <Link href="/mein-projekt" className="font-medium text-primary underline underline-offset-2">
              fordern Sie den Link neu an
            </Link>
            .
          </p>
        </div>
      </div>

      <h2 className="sr-only">So geht es weiter</h2>
      <ol className="mt-10 grid w-full gap-4 text-left sm:grid-cols-3">
        {nextSteps.map((step) => (
          <li key={step.title} className="rounded-xl border bg-card p-5 shadow-sm">
            <step.icon className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>

      <Button asChild size="lg" className="mt-10">
        <Link href="/">
          <House aria-hidden="true" />
          Zur Startseite
        </Link>
      </Button>
    </section>
  );
}
