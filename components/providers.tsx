"use client";

import type * as React from "react";
import dynamic from "next/dynamic";
import { QueryClientProvider } from "@tanstack/react-query";

import { getQueryClient } from "@/lib/query-client";

// The toast viewport is loaded after hydration: no toast can be due before then, and it keeps the
// toast library out of the route's critical JavaScript.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Client-side context for the routes whose client islands use React Query or toasts: React Query
 * (defaults in `lib/query-client.ts`) and the toast viewport. Not in the root layout (issue 16 §5:
 * providers only under the routes that use them, so the home page, the landings and the price
 * guide ship neither): the dashboards' and the auth pages' group layouts and the layouts of the
 * public routes with such islands (quiz, blog, contact, partner forms, offers, project room,
 * reviews) mount it, each through `ProvidersLayout`. A component that calls `useQuery`,
 * `useMutation` or `toast` must sit under one of them. No tooltip provider here: wrap an area that
 * uses tooltips in `TooltipProvider` (components/ui/tooltip.tsx, 700/300 ms).
 */
export function Providers({ children }: { children: React.ReactNode }) {
  // Not in useState: in the browser this is a singleton, on the server a fresh client per render.
  const queryClient = getQueryClient();

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

/** `Providers` as a route layout: `export { ProvidersLayout as default } from "@/components/providers";`. */
export function ProvidersLayout({ children }: { children: React.ReactNode }) {
  return <Providers>{children}</Providers>;
}
