"use client";

import { useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Menu } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { cn } from "@/lib/utils";

import { companyLoginLink, isActivePath, mainNavLinks, quizCta } from "./nav-links";

/**
 * Menu button (below 768 px) opening a side drawer with the header links plus "Firmen Login".
 * The drawer closes when a link is clicked or the route changes; Radix handles focus trapping,
 * Escape and returning focus to the button.
 */
export function MobileNav({ brandName }: { brandName: string }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [lastPathname, setLastPathname] = useState(pathname);

  // Close on route changes that do not come from a drawer link (e.g. the browser's back button).
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  const close = () => setOpen(false);
  const links = [...mainNavLinks, companyLoginLink];

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="size-11 md:hidden" aria-label="Menü öffnen">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
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
            <Link href={quizCta.href} onClick={close}>
              {quizCta.label}
            </Link>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
