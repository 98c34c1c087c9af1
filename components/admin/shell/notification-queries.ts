"use client";
/**
 * React Query hooks of the admin badges: the counts every 30 s, and marking a category viewed (clears the badge at
 * once, then reloads the counts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { ADMIN_QUERY_KEYS } from "@/lib/domain/admin-approvals";
import type { NotificationCounts } from "@/lib/domain/admin-notifications";
import type { NotificationCategory } from "@/lib/domain/admin-sections";
import { apiRequest, getJson } from "@/lib/http/api-client";

/** Refresh interval of the counts (spec: authenticated-side §9: 30 s). */
export const NOTIFICATION_REFRESH_MS = 30_000;

/** The admin's badge counts, refreshed every 30 s. */
export function useNotificationCounts() {
  return useQuery({
    queryKey: ADMIN_QUERY_KEYS.notificationCounts,
    queryFn: async () =>
      (await getJson<{ notifications: NotificationCounts }>("/api/admin/notification-counts")).notifications,
    refetchInterval: NOTIFICATION_REFRESH_MS,
  });
}

/** Marks a category viewed: the badge shows 0 immediately, the counts are reloaded afterwards. */
export function useMarkCategoryViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: NotificationCategory) => apiRequest("POST", "/api/admin/mark-category-viewed", { category }),
    onMutate: async (category) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_QUERY_KEYS.notificationCounts });
      queryClient.setQueryData<NotificationCounts>(ADMIN_QUERY_KEYS.notificationCounts, (counts) =>
        counts ? { ...counts, [category]: 0 } : counts,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.notificationCounts }),
  });
}
