"use client";
/**
 * Below 768 px the dashboard sidebar sits in a Sheet behind a menu button. The sheet closes when an
 * entry is chosen or the route changes; Radix traps focus, closes on Escape and returns focus.
 */
import { Menu } from "lucide-react";
import type * as React from "react";
import { usePathname } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

import { AppSidebar, type DashboardRole } from "./app-sidebar";

export function MobileSidebar({
  role,
  brandName,
  navigation,
}: {
  role: DashboardRole;
  brandName: string;
  /** Custom navigation instead of the role's entries (see AppSidebar). */
  navigation?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [lastPathname, setLastPathname] = useState(pathname);

  // Close on route changes that do not come from a sidebar link (e.g. the browser's back button).
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="size-11 md:hidden" aria-label="Menü öffnen">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-[85vw] max-w-xs gap-0 p-0">
        <SheetTitle className="sr-only">Dashboard-Menü</SheetTitle>
        <SheetDescription className="sr-only">Navigation und Konto</SheetDescription>
        <AppSidebar role={role} brandName={brandName} navigation={navigation} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
