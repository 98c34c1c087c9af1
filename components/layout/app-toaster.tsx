"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";

/**
 * The app's one toast viewport (components/ui/sonner.tsx), mounted by the root layout so it stays
 * on screen across client navigations: a toast shown right before `router.push` (e.g.
 * 'Erfolgreich abgemeldet' on logout, then "/") is still visible on the next page, whichever route
 * group that page belongs to.
 *
 * Loaded with `ssr: false` and only when needed (issue 16 §5): nothing of sonner is in any page's
 * HTML or initial scripts, and on the content pages (home, landings, price guide, articles) its
 * chunk is not even requested while the page loads (evaluating sonner and inserting its stylesheet
 * was a main-thread task of its own during the home page's load). The viewport mounts
 *
 * - at once on the routes whose islands may toast without being touched (a token check that fails
 *   on load): the routes with React Query call `useToasterNow()` (components/providers.tsx; not the
 *   quiz steps, which toast only after input);
 * - elsewhere on the visitor's first pointer, key or focus event, before any click handler of the
 *   page has run.
 *
 * A `toast()` called before the viewport has mounted is not lost: sonner keeps active toasts in its
 * store and replays them to a viewport that subscribes later (node_modules/sonner,
 * `Observer.subscribe`), so they show as soon as it mounts.
 */
const LazyToaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/** Whether the viewport has been asked for (once true, it stays true for the page's lifetime). */
let requested = false;
const listeners = new Set<() => void>();

function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Events that show a visitor is using the page; the first one mounts the viewport. */
const FIRST_USE_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/** Mounts the toast viewport now, unless `enabled` is false (call where a route may toast on load). */
export function useToasterNow(enabled = true): void {
  useEffect(() => {
    if (enabled) requestToaster();
  }, [enabled]);
}

/** Renders the lazily loaded toast viewport once it is needed (see the module comment). */
export function AppToaster() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  useEffect(() => {
    if (requested) return;
    for (const event of FIRST_USE_EVENTS)
      window.addEventListener(event, requestToaster, { capture: true, passive: true });
    return () => {
      for (const event of FIRST_USE_EVENTS) window.removeEventListener(event, requestToaster, { capture: true });
    };
  }, []);
  return mounted ? <LazyToaster /> : null;
}
