import { MapPin, ShieldCheck } from "lucide-react";
import Link from "next/link";

import { SearchBox } from "@/components/search/search-box";
import { siteConfig } from "@/lib/config";
import { SEARCH_CATEGORIES } from "@/lib/content/search-categories";
import { quizPath } from "@/lib/content/service-catalog";
import { resolveSearchTarget } from "@/lib/domain/search";

const HERO_GLOW = {
  background:
    "radial-gradient(40rem 24rem at 100% 0%, rgb(96 165 250 / 0.35), transparent 70%), radial-gradient(36rem 22rem at 0% 100%, rgb(23 37 84 / 0.35), transparent 70%)",
} as const;

/** The two example searches of the hint; each links to the quiz the search would open. */
const EXAMPLES = ["Wohnungsrenovierung", "Badrenovierung"] as const;

/**
 * Hero of the home page: badge, headline, the service search and the verification note. The badge names the service
 * area, not the spec's "#1" claim, which nothing substantiates (UWG § 2). CSS-only background, so the headline is
 * the largest paint.
 */
export function HomeHero() {
  const [first, second] = EXAMPLES.map((word) => ({
    word,
    href: quizPath(resolveSearchTarget(word, SEARCH_CATEGORIES)),
  }));

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative bg-linear-to-br from-primary to-blue-800 text-primary-foreground"
    >
      {/* Decorative light (CSS only, no image); the section itself must not clip the suggestion list. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0" style={HERO_GLOW} />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:px-6 sm:py-20 lg:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-blue-950/30 px-4 py-1.5 text-sm font-medium ring-1 ring-white/30">
          <MapPin className="size-4" aria-hidden="true" />
          Renovierungsplattform für Wien & Umgebung
        </p>
        <h1
          id="home-hero-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          Renovierung? {siteConfig.name}.
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-blue-50 sm:text-xl">
          Sagen Sie uns, was zu tun ist – und erhalten Sie bis zu 4 kostenlose Angebote von geprüften Fachbetrieben aus
          Wien.
        </p>

        {/* Stacked on phones (input above the button) so the whole placeholder shows at 360 px. */}
        <SearchBox className="mt-8 max-w-2xl [&>form]:flex-col sm:[&>form]:flex-row" />

        <p className="mt-4 text-sm text-blue-50">
          Zum Beispiel:{" "}
          <Link
            prefetch={false}
            href={first.href}
            className="font-semibold text-white underline underline-offset-4 hover:decoration-2"
          >
            {first.word}
          </Link>{" "}
          oder{" "}
          <Link
            prefetch={false}
            href={second.href}
            className="font-semibold text-white underline underline-offset-4 hover:decoration-2"
          >
            {second.word}
          </Link>
        </p>
        <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-blue-50">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Nur verifizierte Unternehmen in Wien
        </p>
      </div>
    </section>
  );
}
