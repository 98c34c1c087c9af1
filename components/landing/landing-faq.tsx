import { ChevronDown } from "lucide-react";

import type { LandingFaqItem } from "@/lib/content/landing-pages";

/**
 * FAQ list as native disclosure widgets (`<details>`): keyboard- and screen-reader-friendly with no
 * client JavaScript; the answers are in the static HTML for search engines. The first item is open.
 */
export function LandingFaq({ items }: { items: readonly LandingFaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y rounded-xl border bg-card shadow-sm">
      {items.map((item, index) => (
        <details key={item.question} className="group" open={index === 0}>
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{item.question}</h3>
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-5 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
