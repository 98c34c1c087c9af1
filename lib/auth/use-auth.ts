"use client";
/** The browser's session via GET /api/auth/me (retries: spec: authenticated-side §9). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson, statusFromApiError } from "@/lib/http/api-client";
import type { SessionUser } from "./types";

export type AuthUser = SessionUser & { companyName: string | null };

/** Invalidate after login and logout. */
export const AUTH_QUERY_KEY = ["/api/auth/me"] as const;

async function fetchMe(): Promise<AuthUser | null> {
  try {
    return (await getJson<{ user: AuthUser }>("/api/auth/me")).user;
  } catch (error) {
    if (statusFromApiError(error) === 401) return null;
    throw error;
  }
}

/** `user`: null when logged out, undefined while loading. */
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

/** Logs out and drops every cached query (another user may log in next). */
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
