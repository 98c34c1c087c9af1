"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

import { isActivePath } from "./nav-links";

/**
 * Marks the active link of its navigation with `aria-current="page"` after every route change. The public layout is
 * prerendered without knowing the page, so the mark is set in the browser.
 */
export function NavCurrentMarker() {
  const pathname = usePathname();
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const links = ref.current?.closest("nav")?.querySelectorAll<HTMLAnchorElement>("a[data-nav-link]") ?? [];
    for (const link of links) {
      if (isActivePath(pathname, link.getAttribute("href") ?? "")) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  }, [pathname]);

  return <span ref={ref} hidden />;
}
