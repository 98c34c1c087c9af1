"use client";

import type * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";

import { useToasterNow } from "@/components/layout/app-toaster";
import { getQueryClient } from "@/lib/query-client";

/**
 * React Query for the routes whose client islands use it (defaults in `lib/query-client.ts`). Not
 * in the root layout (issue 16 §5: the home page, the landings, the price guide and the other
 * content pages ship no React Query): the dashboards', the auth pages' and the quiz steps' group
 * layouts mount it, and so do the layouts of the public routes with such islands (quiz list,
 * contact, partner forms, offers, project room, review forms), each through `ProvidersLayout`; /blog
 * wraps only its list island, so the articles below it ship none. A component that calls `useQuery`, `useMutation` or `useQueryClient` must sit under one of them.
 * The client is a browser singleton, so its cache survives navigating between such routes.
 *
 * Toasts are not provided here: the one toast viewport lives in the root layout
 * (components/layout/app-toaster.tsx), so a toast survives a navigation to a route without this
 * provider. These routes' islands may toast on load (a failed token check), so this mounts the
 * viewport at once (`useToasterNow`); elsewhere, and where `toasterAtOnce` is false (the quiz
 * steps, which toast only after the visitor's input, and the /blog list, which never toasts), it
 * waits for the visitor's first interaction.
 * No tooltip provider either: wrap an area that uses tooltips in `TooltipProvider`
 * (components/ui/tooltip.tsx, 700/300 ms).
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
