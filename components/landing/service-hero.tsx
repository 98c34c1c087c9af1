import Image from "next/image";
import Link from "next/link";
import { ArrowRight, Check } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { ServiceContent } from "@/lib/content/services";

/** Promises shown under the hero buttons (public-side.md §1 marketing claims). */
const HERO_PROMISES = ["Bis zu 4 kostenlose Angebote", "Kontakt innerhalb von 24 Stunden", "Unverbindlich für Sie"];

/**
 * Hero of a service landing page: service badge, title, subtitle, description, the two calls to
 * action leading to the service's quiz (`quizHref`), and the service illustration (LCP image).
 */
export function ServiceHero({ service, quizHref }: { service: ServiceContent; quizHref: string }) {
  const Icon = service.icon;
  return (
    <section aria-labelledby="service-title" className="bg-linear-to-b from-blue-50 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-6 pb-12 sm:px-6 sm:pb-16 lg:grid-cols-2 lg:gap-14 lg:pt-10 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800">
            <Icon className="size-4" aria-hidden="true" />
            Geprüfte Betriebe in Wien
          </p>
          <h1 id="service-title" className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {service.title}
          </h1>
          <p className="mt-4 text-lg font-medium text-blue-800 sm:text-xl">{service.subtitle}</p>
          <p className="mt-4 text-base leading-relaxed text-muted-foreground">{service.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <Link href={quizHref}>
                Jetzt Projekt starten
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={quizHref}>Kostenloses Angebot anfordern</Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-5">
            {HERO_PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <Check className="size-4 text-green-700" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-xl lg:max-w-none">
          <Image
            src={service.image}
            alt={service.imageAlt}
            width={1200}
            height={800}
            preload
            sizes="(min-width: 1152px) 536px, (min-width: 1024px) 46vw, (min-width: 640px) 576px, calc(100vw - 32px)"
            className="h-auto w-full rounded-2xl shadow-lg ring-1 ring-blue-100"
          />
        </div>
      </div>
    </section>
  );
}
