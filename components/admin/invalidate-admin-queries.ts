"use client";
/**
 * Marks every admin query stale after any admin change (keys starting with "/api/admin/", plus the partner
 * onboarding list outside it): one change can touch several lists, and admin queries otherwise never go stale.
 */
import type { QueryClient } from "@tanstack/react-query";

import { ADMIN_QUERY_KEYS } from "@/lib/domain/admin-approvals";

const isAdminKey = (key: unknown) =>
  typeof key === "string" && (key.startsWith("/api/admin/") || key === ADMIN_QUERY_KEYS.onboarding[0]);

export function invalidateAdminQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isAdminKey(query.queryKey[0]) });
}
