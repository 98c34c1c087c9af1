/**
 * Questions that open one at a time, on native `<details name>` (exclusive accordion): keyboard support and
 * find-in-page come from the browser. Closed answers stay in the HTML for search engines and the FAQPage JSON-LD.
 */
import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/utils";

export interface FaqItem {
  question: string;
  answer: React.ReactNode;
}

/**
 * `group` names the exclusive set: opening one item closes the others with the same name.
 * `openFirst` shows the first answer open on load.
 */
export function FaqList({
  items,
  group,
  openFirst = false,
  className,
}: {
  items: readonly FaqItem[];
  group: string;
  openFirst?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("rounded-2xl border bg-card px-4 shadow-sm sm:px-6", className)}>
      {items.map((item, index) => (
        <details
          key={item.question}
          name={group}
          open={openFirst && index === 0}
          className="group border-b last:border-b-0"
        >
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium transition-all outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="pointer-events-none size-4 shrink-0 translate-y-1 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="pb-4 text-base text-muted-foreground">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
