"use client";

import dynamic from "next/dynamic";

/**
 * The app's one toast viewport (components/ui/sonner.tsx), mounted by the root layout so it stays
 * on screen across client navigations: a toast shown right before `router.push` (e.g.
 * 'Erfolgreich abgemeldet' on logout, then "/") is still visible on the next page, whichever route
 * group that page belongs to.
 *
 * Loaded with `ssr: false`: nothing of sonner is in any page's HTML or initial scripts (issue 16
 * §5); its chunk is requested while the page hydrates. A `toast()` called before the viewport has
 * mounted is not lost: sonner keeps active toasts in its store and replays them to a viewport that
 * subscribes later (node_modules/sonner, `Observer.subscribe`), so they show as soon as it mounts.
 */
const LazyToaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/** Renders the lazily loaded toast viewport with the app's styling and options. */
export function AppToaster() {
  return <LazyToaster />;
}
