import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import { quizCta } from "./nav-links";

/**
 * Where the bar is hidden, decided by CSS alone (`:has()` on the public shell, `group/shell`), so
 * the bar costs no JavaScript:
 * - the page renders its own bar (`data-mobile-cta="page"`, e.g. a service landing pointing to its quiz);
 * - the page opts out (`<NoMobileCta />`, `data-mobile-cta="off"`);
 * - `<main>` holds a form that sends data (contact, project room, review, quiz steps, partner and
 *   login forms): a search (`role="search"`), a GET filter form and forms marked
 *   `data-keeps-mobile-cta` (e.g. the price guide's postcode box, itself a way into the quiz) do not count;
 * - a text field has focus (the on-screen keyboard is open, the bar would ride on top of it).
 */
const HIDDEN_WHEN = cn(
  "group-has-[main_form:not([role=search],[method=get],[data-keeps-mobile-cta])]/shell:hidden",
  "group-has-[input:focus,textarea:focus,select:focus]/shell:hidden",
);

/**
 * Call to action that stays at the bottom of the screen on phones (< 768 px; issue 17 §2).
 * `position: sticky` at the end of its container: while scrolling it sits at the bottom edge, at
 * the end of the page it takes its own place below the content, so it never hides anything.
 * It keeps clear of the iPhone home indicator (`env(safe-area-inset-bottom)`).
 *
 * `scope="site"` is the shell's bar (to /quiz); `scope="page"` is a page's own bar (to the quiz of
 * its service), which replaces the shell's bar on that page.
 */
export function MobileCtaBar({
  href = quizCta.href,
  label = quizCta.label,
  scope = "page",
}: {
  href?: string;
  label?: string;
  scope?: "site" | "page";
}) {
  return (
    <div
      data-mobile-cta={scope}
      className={cn(
        "sticky bottom-0 z-30 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:hidden",
        HIDDEN_WHEN,
        scope === "site" && "group-has-[[data-mobile-cta=page],[data-mobile-cta=off]]/shell:hidden",
      )}
    >
      <Button asChild size="lg" className="h-12 w-full text-base">
        <Link prefetch={false} href={href}>
          {label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

/** Marker a page renders to show no bottom call to action (e.g. a page that is itself the funnel). */
export function NoMobileCta() {
  return <span hidden data-mobile-cta="off" />;
}
