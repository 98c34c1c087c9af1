/**
 * Breadcrumb of the price-guide pages ("Startseite › Preisleitfaden › {service}") with its
 * BreadcrumbList JSON-LD. `items` are (name, site path) pairs; the last one is the current page.
 */
import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";

export function PriceGuideBreadcrumb({ items }: { items: readonly { name: string; path: string }[] }) {
  return (
    <nav aria-label="Brotkrümelnavigation" className="text-sm text-muted-foreground">
      <JsonLd data={breadcrumbJsonLd(items)} />
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link href={item.path} className="rounded-sm hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                    {item.name}
                  </Link>
                  <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
