import type { Metadata } from "next";
import Link from "next/link";
import { MessageCircleQuestion, ShieldCheck } from "lucide-react";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { PriceGuideTabs } from "@/components/price-guide/price-guide-tabs";
import { Button } from "@/components/ui/button";
import { PRICE_BASIS_NOTE, PRICE_GUIDE_ENTRIES } from "@/lib/content/price-guide";
import { pageMetadata } from "@/lib/seo/metadata";

/** /preisleitfaden – price-guide overview: category tabs with one card per service. */
export const metadata: Metadata = pageMetadata({
  title: "Preisleitfaden Wien 2025: Was kosten Renovierung und Handwerker?",
  description: `Aktuelle Richtpreise für ${PRICE_GUIDE_ENTRIES.length} Leistungen in Wien – von Badrenovierung über Maler und Installateur bis Hausbau. Preise pro m² und Stunde, inkl. 20 % USt.`,
  path: "/preisleitfaden",
});

export default function PriceGuidePage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Breadcrumb
        items={[
          { name: "Startseite", path: "/" },
          { name: "Preisleitfaden", path: "/preisleitfaden" },
        ]}
      />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Preisleitfaden Wien: Was kosten Renovierung und Handwerk?
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Bevor Sie Angebote einholen, hilft ein realistischer Preisrahmen. Hier finden Sie Richtpreise für{" "}
          {PRICE_GUIDE_ENTRIES.length} Leistungen – von der Badrenovierung über Maler und Installateur bis zum Hausbau –
          mit Preistabellen, den wichtigsten Kostenfaktoren in Wien und den Quellen hinter jeder Zahl.
        </p>
        <p className="mt-4 inline-flex items-start gap-2 rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Alle Preise {PRICE_BASIS_NOTE}. Grundlage sind Preiserhebungen (u. a. der Arbeiterkammer Wien) und
            Marktübersichten; wo keine österreichische Erhebung vorliegt, dienen Vergleichswerte als Richtwert.
          </span>
        </p>
      </header>

      <section aria-label="Preise nach Kategorie" className="mt-10">
        <PriceGuideTabs />
      </section>

      <section
        aria-labelledby="price-guide-contact"
        className="mt-14 flex flex-col items-start gap-4 rounded-2xl border bg-muted p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex gap-3">
          <MessageCircleQuestion className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 id="price-guide-contact" className="text-xl font-semibold">
              Ihr Projekt ist nicht dabei?
            </h2>
            <p className="mt-1 text-muted-foreground">
              Beschreiben Sie es uns – wir vermitteln bis zu 4 kostenlose Angebote geprüfter Betriebe aus Wien.{" "}
              <Link
                prefetch={false}
                href="/kontakt"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Fragen? Kontaktieren Sie uns
              </Link>
            </p>
          </div>
        </div>
        <Button asChild size="lg" className="shrink-0">
          <Link prefetch={false} href="/quiz">
            Angebote anfordern
          </Link>
        </Button>
      </section>
    </div>
  );
}
