"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";

import { companyLoginLink, isActivePath, mainNavLinks, quizCta } from "./nav-links";

/**
 * The side drawer of the mobile menu, loaded on the first tap so Radix's dialog code is not in any page's start-up
 * JavaScript.
 */
export default function MobileNavDrawer({
  brandName,
  open,
  onOpenChange,
}: {
  brandName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const pathname = usePathname();
  const close = () => onOpenChange(false);
  const links = [...mainNavLinks, companyLoginLink];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[85vw] max-w-xs gap-0 p-0">
        <SheetHeader className="border-b px-5 py-4">
          <SheetTitle className="text-lg">{brandName}</SheetTitle>
          <SheetDescription className="sr-only">Navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile Navigation" className="flex flex-1 flex-col overflow-y-auto px-3 py-4">
          <ul className="flex flex-col gap-1">
            {links.map((link) => {
              const active = isActivePath(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link
                    prefetch={false}
                    href={link.href}
                    onClick={close}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                      active && "bg-accent text-primary",
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Button asChild size="lg" className="mt-6 w-full">
            <Link prefetch={false} href={quizCta.href} onClick={close}>
              {quizCta.label}
            </Link>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
