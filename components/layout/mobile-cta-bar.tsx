import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import { quizCta } from "./nav-links";

/**
 * Where the bar is hidden, decided by CSS alone (`:has()` on the public shell), so it costs no JavaScript: the page
 * renders its own bar or opts out, `<main>` holds a form that sends data (searches, GET filters and forms marked
 * `data-keeps-mobile-cta` do not count), or a text field has focus (the on-screen keyboard is open).
 */
const HIDDEN_WHEN = cn(
  "group-has-[main_form:not([role=search],[method=get],[data-keeps-mobile-cta])]/shell:hidden",
  "group-has-[input:focus,textarea:focus,select:focus]/shell:hidden",
);

/**
 * Call to action at the bottom of the screen on phones (< 768 px). `position: sticky` at the end of its container,
 * so at the end of the page it takes its own place and never hides content; keeps clear of the home indicator.
 * `scope="site"` is the shell's bar (to /quiz); `scope="page"` a page's own bar, which replaces it.
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
