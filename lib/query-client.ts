/**
 * React Query client factory (public-side.md §7): calls are never retried, cached data never goes
 * stale and is not refetched when the window regains focus.
 *
 * In the browser one client lives for the whole session; on the server every call returns a fresh
 * client, so no cached data leaks from one request (or one user) to another.
 */
import { defaultShouldDehydrateQuery, isServer, QueryClient } from "@tanstack/react-query";

/** Creates a QueryClient with the app's defaults. Prefer `getQueryClient()`. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
      dehydrate: {
        // Also hand pending queries from a server component to the client (streaming).
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * Returns the browser's singleton QueryClient, or a new one per call on the server. Do not keep
 * it in `useState` on the server: React may throw away the first render while suspending.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
