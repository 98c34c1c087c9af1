"use client";
/** After an admin changed a list: reload it and the sidebar's notification counts (§7). */
import type { QueryClient } from "@tanstack/react-query";

import { ADMIN_QUERY_KEYS } from "@/lib/domain/admin-approvals";

export async function invalidateAdminList(queryClient: QueryClient, key: readonly string[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: key }),
    queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.notificationCounts }),
  ]);
}
