import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PostcodeBox } from "@/components/price-guide/postcode-box";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { MobileCtaBar } from "@/components/layout/mobile-cta-bar";
import { PriceGuideCard } from "@/components/price-guide/price-guide-card";
import { PriceSources } from "@/components/price-guide/price-sources";
import { PriceSummary } from "@/components/price-guide/price-summary";
import { PriceTable } from "@/components/price-guide/price-table";
import { JsonLd } from "@/components/seo/json-ld";
import {
  PRICE_GUIDE_ENTRIES,
  getPriceGuideEntry,
  priceGuideCategoryLabel,
  priceGuideEntriesByCategory,
  priceGuideSeoTitle,
} from "@/lib/content/price-guide";
import { servicePath } from "@/lib/content/service-catalog";
import { decodeServiceParam } from "@/lib/domain/service-param";
import { serviceJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

/**
 * /preisleitfaden/{service} – price page of one service: headline figures, price table, description, sources and
 * the postcode box leading to the quiz. Every entry is prerendered.
 */
export function generateStaticParams(): { service: string }[] {
  return PRICE_GUIDE_ENTRIES.map((entry) => ({ service: entry.id }));
}

type Props = { params: Promise<{ service: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = getPriceGuideEntry(decodeServiceParam((await params).service));
  if (!entry) return { title: "Preisleitfaden nicht gefunden", robots: { index: false } };
  return pageMetadata({
    title: priceGuideSeoTitle(entry),
    description: `${entry.title} in Wien: ${entry.averageLabel.toLowerCase()} ${entry.averagePrice}, Spanne ${entry.priceRange} (inkl. 20 % USt.). Preistabelle, Kostenfaktoren und kostenlose Angebote.`,
    path: servicePath("/preisleitfaden", entry.id),
  });
}

export default async function PriceGuideEntryPage({ params }: Props) {
  const entry = getPriceGuideEntry(decodeServiceParam((await params).service));
  if (!entry) notFound();

  const path = servicePath("/preisleitfaden", entry.id);
  const categoryLabel = priceGuideCategoryLabel(entry.category);
  const related = priceGuideEntriesByCategory(entry.category)
    .filter((other) => other.id !== entry.id)
    .slice(0, 3);

  return (
    <>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <JsonLd
          data={serviceJsonLd({
            name: `${entry.title} in Wien`,
            description: entry.subtitle,
            path,
            serviceType: entry.title,
          })}
        />
        <Breadcrumb
          items={[
            { name: "Startseite", path: "/" },
            { name: "Preisleitfaden", path: "/preisleitfaden" },
            { name: entry.title, path },
          ]}
        />

        <header className="mt-6 max-w-3xl">
          <p className="inline-flex rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
            {categoryLabel}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {entry.title}: Kosten in Wien
          </h1>
          <p className="mt-3 text-lg text-muted-foreground">{entry.subtitle}</p>
        </header>

        {/* One column of at most the screen's width below lg: an implicit grid column grows to its widest content. */}
        <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="lg:col-start-1">
            <PriceSummary entry={entry} />
          </div>

          <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-start">
            <PostcodeBox serviceTitle={entry.title} quizRoute={entry.quizRoute} />
          </aside>

          <section aria-labelledby="price-table-heading" className="lg:col-start-1">
            <h2 id="price-table-heading" className="mb-4 text-2xl font-bold tracking-tight">
              Preise im Detail
            </h2>
            <PriceTable title={entry.title} rows={entry.priceTable} />
          </section>

          <section aria-labelledby="price-factors-heading" className="below-fold lg:col-start-1">
            <h2 id="price-factors-heading" className="mb-4 text-2xl font-bold tracking-tight">
              Was den Preis bestimmt
            </h2>
            <div className="space-y-4 leading-relaxed text-foreground/90">
              {entry.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>

          <section aria-labelledby="price-sources-heading" className="below-fold rounded-xl border p-5 lg:col-start-1">
            <h2 id="price-sources-heading" className="mb-3 text-lg font-semibold">
              Quellen
            </h2>
            <PriceSources sources={entry.sources} />
            <p className="mt-4 text-sm text-muted-foreground">
              Fragen zu den Preisen?{" "}
              <Link
                prefetch={false}
                href="/kontakt"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Kontaktieren Sie uns
              </Link>
              .
            </p>
          </section>
        </div>

        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="below-fold mt-14">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
                Weitere Preise: {categoryLabel}
              </h2>
              <Link
                prefetch={false}
                href="/preisleitfaden"
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Alle Preise im Überblick
              </Link>
            </div>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.id}>
                  <PriceGuideCard entry={other} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <MobileCtaBar href={entry.quizRoute} />
    </>
  );
}
