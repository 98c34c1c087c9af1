"use client";
/**
 * After any change an admin makes: every admin query (keys starting with "/api/admin/", and the
 * partner onboarding list, which lies outside /api/admin) is marked stale; the ones on screen
 * reload at once, the others when their section opens. One change can touch several lists (an
 * approved registration adds a company; an assignment changes the projects, the badge counts and
 * the overview), and admin queries otherwise never go stale (lib/query-client.ts).
 */
import type { QueryClient } from "@tanstack/react-query";

import { ADMIN_QUERY_KEYS } from "@/lib/domain/admin-approvals";

const isAdminKey = (key: unknown) =>
  typeof key === "string" && (key.startsWith("/api/admin/") || key === ADMIN_QUERY_KEYS.onboarding[0]);

export function invalidateAdminQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isAdminKey(query.queryKey[0]) });
}
