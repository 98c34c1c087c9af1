import Link from "next/link";
import { ArrowRight, Euro } from "lucide-react";

import { Button } from "@/components/ui/button";

/** Link to the service's price guide page: "Preise für {name} ansehen". */
export function ServicePriceLink({ name, priceHref }: { name: string; priceHref: string }) {
  return (
    <section aria-labelledby="service-prices-title" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16">
      <div className="flex flex-col gap-4 rounded-2xl border border-blue-100 bg-blue-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-primary ring-1 ring-blue-100">
            <Euro className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="service-prices-title" className="text-lg font-semibold">
              Mit welchen Kosten müssen Sie rechnen?
            </h2>
            <p className="mt-1 text-muted-foreground">Richtwerte aus Wien und Österreich, inklusive Quellen, im Preisleitfaden.</p>
          </div>
        </div>
        <Button asChild variant="outline" className="h-auto min-h-9 w-full bg-white py-2 whitespace-normal sm:w-auto">
          <Link href={priceHref}>
            Preise für {name} ansehen
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Closing call to action of a service landing page, leading to the service's quiz. */
export function ServiceClosingCta({ quizHref }: { quizHref: string }) {
  return (
    <section aria-labelledby="service-cta-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-2xl bg-linear-to-br from-primary to-blue-800 px-6 py-10 text-center text-primary-foreground sm:px-12 sm:py-14">
        <h2 id="service-cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          Bereit für Ihr Projekt?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-blue-50">
          Beschreiben Sie Ihr Vorhaben in wenigen Minuten. Bis zu 4 geprüfte Unternehmen aus Wien melden sich
          mit einem kostenlosen, unverbindlichen Angebot.
        </p>
        <Button
          asChild
          size="lg"
          className="mt-8 bg-white text-primary hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700"
        >
          <Link href={quizHref}>
            Jetzt Projekt starten
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
