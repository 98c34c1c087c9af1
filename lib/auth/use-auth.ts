"use client";
/**
 * The browser's view of the session (authenticated-side.md §7, §9 "Auth check"): GET /api/auth/me,
 * retried up to 2 times with 1 s delay but never on 401, stale after 5 minutes, kept 10 minutes,
 * refetched on window focus and reconnect. A 401 means "logged out" and yields `user: null`.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson, statusFromApiError } from "@/lib/http/api-client";
import type { SessionUser } from "./types";

/** GET /api/auth/me's user: the session user plus the company's name (null for admins). */
export type AuthUser = SessionUser & { companyName: string | null };

/** React Query key of the auth query; invalidate it after login and logout. */
export const AUTH_QUERY_KEY = ["/api/auth/me"] as const;

async function fetchMe(): Promise<AuthUser | null> {
  try {
    return (await getJson<{ user: AuthUser }>("/api/auth/me")).user;
  } catch (error) {
    if (statusFromApiError(error) === 401) return null;
    throw error;
  }
}

/** `{ user, isLoading, error }` where user is null when logged out and undefined while loading. */
export function useAuth() {
  const query = useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: fetchMe,
    retry: (failureCount, error) => statusFromApiError(error) !== 401 && failureCount < 2,
    retryDelay: 1000,
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
  return { user: query.data, isLoading: query.isPending, error: query.error };
}

/** POST /api/auth/logout, then forgets every cached query (another user may log in next). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: () => {
      queryClient.setQueryData(AUTH_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_QUERY_KEY[0] });
    },
  });
}
