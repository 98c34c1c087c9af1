/**
 * "Wie wir Anfragen an Partnerbetriebe verteilen" (P2B regulation (EU) 2019/1150 Art. 5): the ranking factors and
 * that no payment changes them. Text: lib/content/partner-landing.ts RANKING_TRANSPARENCY (also in /agb).
 */
import Link from "next/link";

import { RANKING_TRANSPARENCY } from "@/lib/content/partner-landing";

export function RankingTransparency() {
  return (
    <section aria-labelledby="ranking-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="ranking-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {RANKING_TRANSPARENCY.title}
        </h2>
        <p className="mt-4 text-muted-foreground">{RANKING_TRANSPARENCY.intro}</p>
        <ol className="mt-4 space-y-2">
          {RANKING_TRANSPARENCY.factors.map((factor) => (
            <li key={factor} className="rounded-lg border bg-card p-3">
              {factor}
            </li>
          ))}
        </ol>
        <p className="mt-4 font-semibold">{RANKING_TRANSPARENCY.noPayment}</p>
        {RANKING_TRANSPARENCY.details.map((detail) => (
          <p key={detail} className="mt-2 text-sm text-muted-foreground">
            {detail}
          </p>
        ))}
        <p className="mt-4 text-sm">
          Nachzulesen auch in unseren{" "}
          <Link href="/agb" prefetch={false} className="font-medium text-primary underline-offset-4 hover:underline">
            AGB
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
