"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";

/**
 * The app's one toast viewport, mounted by the root layout so a toast shown right before `router.push` survives the
 * navigation. Loaded with `ssr: false` and only when needed: at once on routes calling `useToasterNow()` (islands
 * that may toast on load), elsewhere on the visitor's first pointer, key or focus event. A `toast()` called earlier
 * is not lost: sonner replays active toasts to a viewport that subscribes later.
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
