"use client";

import type * as React from "react";
import dynamic from "next/dynamic";
import { QueryClientProvider } from "@tanstack/react-query";

import { TooltipProvider } from "@/components/ui/tooltip";
import { getQueryClient } from "@/lib/query-client";

// The toast viewport is loaded after hydration: no toast can be due before then, and it keeps the
// toast library out of every page's critical JavaScript.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Client-side context for the whole app, mounted once by the root layout: React Query (defaults in
 * `lib/query-client.ts`), the tooltip delays (700 ms open, 300 ms skip) and the toast viewport.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  // Not in useState: in the browser this is a singleton, on the server a fresh client per render.
  const queryClient = getQueryClient();

  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
