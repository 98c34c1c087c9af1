"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import { MobileNav } from "./mobile-nav";
import { isActivePath, mainNavLinks, navHiddenPaths, quizCta } from "./nav-links";

/**
 * Header navigation: links and CTA from 768 px up; below, the CTA (short, beside the logo) and the
 * drawer menu. Renders nothing on the routes in `navHiddenPaths` (/badezimmer).
 */
export function HeaderNav({ brandName }: { brandName: string }) {
  const pathname = usePathname();
  if (pathname && navHiddenPaths.includes(pathname)) return null;

  return (
    <>
      <nav aria-label="Hauptnavigation" className="hidden items-center gap-1 md:flex">
        <ul className="flex items-center gap-1">
          {mainNavLinks.map((link) => {
            const active = isActivePath(pathname, link.href);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                    active && "text-primary",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <Button asChild className="ml-2">
          <Link href={quizCta.href}>{quizCta.label}</Link>
        </Button>
      </nav>
      <div className="flex items-center gap-1 md:hidden">
        <Button asChild size="sm" className="h-9 px-2.5">
          <Link href={quizCta.href}>{quizCta.label}</Link>
        </Button>
        <MobileNav brandName={brandName} />
      </div>
    </>
  );
}
