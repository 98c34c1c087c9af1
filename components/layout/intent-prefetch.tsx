"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Route prefetch on intent for the public pages (issue 16 §5: no route prefetch during load).
 *
 * The public pages' links are `<Link prefetch={false}>`: Next would otherwise fetch the route of
 * every link in view right after hydration (header, hero, footer: two to eight requests per page on
 * a phone, parsed on the main thread while the page is still loading). Instead this island, mounted
 * once by the public shell, prefetches a link's route when the visitor shows intent: the pointer
 * moves over it, it gets keyboard focus, or a finger touches it (about 100 ms before the click).
 *
 * Only same-origin page links in the same tab: not `/api/…`, downloads or links opening a new tab.
 * Each address is prefetched at most once per page view; Next's router cache does the rest.
 */
export function IntentPrefetch() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith("/api/")) return;
      const href = `${url.pathname}${url.search}`;
      if (href === `${window.location.pathname}${window.location.search}` || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener("mouseover", onIntent, options);
    document.addEventListener("focusin", onIntent, options);
    document.addEventListener("touchstart", onIntent, options);
    return () => {
      document.removeEventListener("mouseover", onIntent, options);
      document.removeEventListener("focusin", onIntent, options);
      document.removeEventListener("touchstart", onIntent, options);
    };
  }, [router]);

  return null;
}
