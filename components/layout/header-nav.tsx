import Link from "next/link";

import { Button } from "@/components/ui/button";

import { MobileNav } from "./mobile-nav";
import { NavCurrentMarker } from "./nav-current-marker";
import { mainNavLinks, quizCta } from "./nav-links";

/** Value of `data-site-nav` on the marker with which a page hides the header navigation. */
const NAV_OFF = "off";

/**
 * Header navigation: links and CTA from 768 px; below, the CTA and the drawer menu. A server component: only the menu
 * button and `NavCurrentMarker` run in the browser. Hidden by CSS alone on pages rendering `<NoSiteNav />`.
 */
export function HeaderNav({ brandName }: { brandName: string }) {
  return (
    <div className="flex items-center group-has-[[data-site-nav=off]]/shell:hidden">
      <nav aria-label="Hauptnavigation" className="hidden items-center gap-1 md:flex">
        <ul className="flex items-center gap-1">
          {mainNavLinks.map((link) => (
            <li key={link.href}>
              <Link
                prefetch={false}
                href={link.href}
                data-nav-link=""
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-primary"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <NavCurrentMarker />
        <Button asChild className="ml-2">
          <Link prefetch={false} href={quizCta.href}>
            {quizCta.label}
          </Link>
        </Button>
      </nav>
      <div className="flex items-center gap-1 md:hidden">
        <Button asChild size="sm" className="h-9 px-2.5">
          <Link prefetch={false} href={quizCta.href}>
            {quizCta.label}
          </Link>
        </Button>
        <MobileNav brandName={brandName} />
      </div>
    </div>
  );
}

/** Marker a page renders to show the header without navigation (e.g. the /badezimmer landing). */
export function NoSiteNav() {
  return <span hidden data-site-nav={NAV_OFF} />;
}
