"use client";

import type * as React from "react";
import dynamic from "next/dynamic";
import { QueryClientProvider } from "@tanstack/react-query";

import { getQueryClient } from "@/lib/query-client";

// The toast viewport is loaded after hydration: no toast can be due before then, and it keeps the
// toast library out of every page's critical JavaScript.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Client-side context for the whole app, mounted once by the root layout: React Query (defaults in
 * `lib/query-client.ts`) and the toast viewport. No tooltip provider here: no public page has
 * tooltips, and keeping Radix's tooltip out of the root keeps it out of every page's JavaScript;
 * wrap an area that uses tooltips in `TooltipProvider` (components/ui/tooltip.tsx, 700/300 ms).
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
