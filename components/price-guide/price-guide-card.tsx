/**
 * Service card of the price-guide overview: the whole card links to /preisleitfaden/{id} (stretched link); its
 * "Profis finden" button leads to the quiz.
 */
import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { servicePath } from "@/lib/content/service-catalog";
import { formatPriceText, type PriceGuideEntry } from "@/lib/content/price-guide";

export function PriceGuideCard({ entry, headingLevel = "h3" }: { entry: PriceGuideEntry; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-[border-color,box-shadow] hover:border-primary/60 hover:shadow-md">
      <Heading className="text-lg font-semibold tracking-tight">
        <Link
          prefetch={false}
          href={servicePath("/preisleitfaden", entry.id)}
          className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-offset-2"
        >
          {entry.title}
        </Link>
      </Heading>
      <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{entry.subtitle}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg bg-muted/70 p-3">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{entry.averageLabel}</dt>
          <dd className="mt-0.5 font-bold text-primary">{formatPriceText(entry.averagePrice)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Preisspanne</dt>
          <dd className="mt-0.5 font-semibold">{formatPriceText(entry.priceRange)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-medium text-primary">
          Preise ansehen
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
        <Button asChild size="sm" className="relative z-10">
          <Link prefetch={false} href={entry.quizRoute}>
            Profis finden<span className="sr-only"> für {entry.title}</span>
          </Link>
        </Button>
      </div>
    </article>
  );
}
