"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Route prefetch on intent for the public pages. Their links are `<Link prefetch={false}>`, as Next would otherwise
 * fetch every visible link's route right after hydration, on the main thread while the page loads. This island
 * prefetches a same-origin page link once when the pointer moves over it, it gets focus or a finger touches it.
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
