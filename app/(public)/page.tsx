import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRight, Award, ShieldCheck } from "lucide-react";

import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/config";

export const metadata: Metadata = {
  title: {
    absolute: `${siteConfig.name} – Renovierung in Wien: bis zu 4 kostenlose Angebote`,
  },
  alternates: { canonical: "/" },
};

/** Interim start page: the blue hero. The full home page follows in a later issue. */
export default function HomePage() {
  return (
    <section className="bg-linear-to-br from-primary to-blue-800 text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-blue-950/30 px-4 py-1.5 text-sm font-medium ring-1 ring-white/30">
          <Award className="size-4" aria-hidden="true" />
          #1 Renovierungsplattform in Wien
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Renovierung? {siteConfig.name}.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-blue-50 sm:text-xl">
          Beschreiben Sie Ihr Projekt in wenigen Minuten und erhalten Sie bis zu 4 kostenlose
          Angebote von geprüften Fachbetrieben aus Wien – unverbindlich.
        </p>
        <Button
          asChild
          size="lg"
          className="mt-8 bg-white text-primary hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700"
        >
          <Link href="/quiz">
            Kostenloses Angebot anfordern
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <p className="mt-6 inline-flex items-center gap-2 text-sm text-blue-50">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Nur verifizierte Unternehmen in Wien
        </p>
      </div>
    </section>
  );
}
