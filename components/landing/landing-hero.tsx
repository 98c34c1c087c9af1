import Link from "next/link";
import { ArrowRight, Check, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { StaticImage } from "@/components/ui/static-image";
import type { LandingHeroContent } from "@/lib/content/landing-pages";

import { LandingIcon } from "./landing-icon";

/**
 * Blue hero of every landing page: badge, h1, lead, calls to action, reassurance points, optional text (after the
 * actions, so they stay in view on a phone) and the illustration, which is preloaded as the likely LCP element.
 */
export function LandingHero({ hero, icon: Icon }: { hero: LandingHeroContent; icon?: LucideIcon }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="overflow-hidden bg-linear-to-br from-primary to-blue-800 text-primary-foreground"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-14 lg:px-8 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-blue-950/30 px-4 py-1.5 text-sm font-medium ring-1 ring-white/30">
            {Icon ? (
              <Icon className="size-4" aria-hidden="true" />
            ) : (
              <LandingIcon name={hero.badgeIcon} className="size-4" />
            )}
            {hero.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-blue-50">{hero.lead}</p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4">
            <Button
              asChild
              size="lg"
              className="h-auto min-h-12 bg-white py-3 text-center whitespace-normal text-primary hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700"
            >
              <Link prefetch={false} href={hero.cta.href}>
                {hero.cta.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {hero.secondaryCta ? (
              <Button
                asChild
                size="lg"
                variant="outline"
                className="h-auto min-h-12 border-white/70 bg-transparent py-3 text-center whitespace-normal text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-blue-700"
              >
                <Link prefetch={false} href={hero.secondaryCta.href}>
                  {hero.secondaryCta.label}
                </Link>
              </Button>
            ) : null}
          </div>

          <ul className="mt-8 grid gap-2 text-sm text-blue-50 sm:grid-cols-3 sm:gap-4">
            {hero.points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-300" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          {hero.text ? (
            <p className="mt-8 max-w-xl border-t border-white/20 pt-6 text-base leading-relaxed text-blue-50">
              {hero.text}
            </p>
          ) : null}
        </div>

        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-4 rounded-[2rem] bg-white/10 blur-2xl" />
          <StaticImage
            src={hero.image.src}
            alt={hero.image.alt}
            width={hero.image.width}
            height={hero.image.height}
            preload
            fetchPriority="high"
            sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, (min-width: 640px) 90vw, 100vw"
            className="relative h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/20"
          />
        </div>
      </div>
    </section>
  );
}
