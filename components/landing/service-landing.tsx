import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { MobileCtaBar } from "@/components/layout/mobile-cta-bar";
import { PriceSummary } from "@/components/price-guide/price-summary";
import { Button } from "@/components/ui/button";
import { MARKETPLACE_FACTS } from "@/lib/content/landing-pages";
import { getPriceGuideEntry } from "@/lib/content/price-guide";
import { quizPath, serviceName, servicePath } from "@/lib/content/service-catalog";
import { splitProcessStep, type ServiceContent } from "@/lib/content/services";

import { LandingChecklist } from "./landing-checklist";
import { LandingFinalCta } from "./landing-final-cta";
import { LandingHero } from "./landing-hero";
import { LandingSection } from "./landing-section";
import { LandingSteps } from "./landing-steps";

/** Promises under the hero buttons (spec: public-side §1). */
const HERO_PROMISES = [
  "Bis zu 4 kostenlose Angebote",
  "Kontakt meist innerhalb von 24 Stunden",
  "Unverbindlich für Sie",
];

/**
 * Generic service landing page in the landing template of /badezimmer: hero with the quiz calls to action, offer,
 * process, price-guide figures, closing call to action and the phone's bottom bar. Links use percent-encoded ids.
 */
export function ServiceLanding({ service }: { service: ServiceContent }) {
  const name = serviceName(service.id);
  const quizHref = quizPath(service.id);
  const prices = getPriceGuideEntry(service.id);
  return (
    <>
      <LandingHero
        icon={service.icon}
        hero={{
          badge: "Geprüfte Betriebe in Wien",
          badgeIcon: "map-pin",
          title: service.title,
          lead: service.subtitle,
          text: service.description,
          cta: { label: "Jetzt Projekt starten", href: quizHref },
          secondaryCta: { label: "Kostenloses Angebot anfordern", href: quizHref },
          points: HERO_PROMISES,
          image: { src: service.image, alt: service.imageAlt, width: 1200, height: 800 },
        }}
      />
      <LandingSection
        id="leistungen"
        title="Was wir bieten"
        intro="Das übernehmen unsere geprüften Partnerbetriebe in Wien für Sie."
      >
        <LandingChecklist items={service.features} />
      </LandingSection>
      <LandingSection id="ablauf" tone="muted" title="Unser Vorgehen">
        <LandingSteps
          steps={service.process.map((step) => {
            const { lead, text } = splitProcessStep(step);
            return { title: lead ?? name, text };
          })}
        />
      </LandingSection>
      <LandingSection
        id="kosten"
        title="Mit welchen Kosten müssen Sie rechnen?"
        intro="Richtwerte aus Wien und Österreich, mit Quellen, im Preisleitfaden."
      >
        <div className="mx-auto max-w-3xl">
          {prices ? <PriceSummary entry={prices} /> : null}
          <div className="mt-6 text-center">
            <Button asChild size="lg" variant="outline" className="h-auto min-h-11 py-2 whitespace-normal">
              <Link prefetch={false} href={servicePath("/preisleitfaden", service.id)}>
                Preise für {name} ansehen
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </LandingSection>
      <LandingFinalCta
        content={{
          title: "Bereit für Ihr Projekt?",
          text: "Beschreiben Sie Ihr Vorhaben in wenigen Minuten. Bis zu 4 geprüfte Unternehmen aus Wien melden sich mit einem kostenlosen, unverbindlichen Angebot.",
          cta: { label: "Jetzt Projekt starten", href: quizHref },
          facts: MARKETPLACE_FACTS,
        }}
      />
      <MobileCtaBar href={quizHref} />
    </>
  );
}
