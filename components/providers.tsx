"use client";

import type * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";

import { useToasterNow } from "@/components/layout/app-toaster";
import { getQueryClient } from "@/lib/query-client";

/**
 * React Query for the routes whose client islands use it (defaults in lib/query-client.ts); not in the root layout,
 * so content pages ship none. A component calling `useQuery`, `useMutation` or `useQueryClient` must sit under it.
 * Mounts the toast viewport at once unless `toasterAtOnce` is false. No tooltip provider: use `TooltipProvider`.
 */
export function Providers({ children, toasterAtOnce = true }: { children: React.ReactNode; toasterAtOnce?: boolean }) {
  // Not in useState: in the browser this is a singleton, on the server a fresh client per render.
  const queryClient = getQueryClient();
  useToasterNow(toasterAtOnce);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Providers` as a route layout: `export { ProvidersLayout as default } from "@/components/providers";`. */
export function ProvidersLayout({ children }: { children: React.ReactNode }) {
  return <Providers>{children}</Providers>;
}
