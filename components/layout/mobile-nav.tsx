"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { Menu } from "lucide-react";

import { Button } from "@/components/ui/button";

const MobileNavDrawer = dynamic(() => import("./mobile-nav-drawer"), { ssr: false });

/**
 * Menu button (below 768 px) opening the side drawer, whose code loads on the first tap (prefetched on touch or
 * focus). It closes when a link is clicked or the route changes.
 */
export function MobileNav({ brandName }: { brandName: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const pathname = usePathname();
  const [lastPathname, setLastPathname] = useState(pathname);

  // Close on route changes that do not come from a drawer link (e.g. the browser's back button).
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  const prefetch = () => void import("./mobile-nav-drawer");

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-11 md:hidden"
        aria-label="Menü öffnen"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {requested && <MobileNavDrawer brandName={brandName} open={open} onOpenChange={setOpen} />}
    </>
  );
}
