"use client";
/**
 * React Query hooks of "Einstellungen". The key starts with "/api/admin/", so the shared admin invalidation covers it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { apiRequest, getJson } from "@/lib/http/api-client";
import type { SiteSettings, SiteSettingsInput } from "@/lib/validation/settings";

/** What GET and PUT /api/admin/settings answer. */
export interface AdminSettingsResponse {
  settings: SiteSettings;
  /** German labels of the imprint data still missing (empty = complete). */
  imprintMissing: string[];
}

export const settingsKeys = {
  all: ["/api/admin/settings"] as const,
};

/** The stored settings (admin). */
export function useAdminSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: () => getJson<AdminSettingsResponse>("/api/admin/settings"),
  });
}

/** Saves all settings; on success the cached answer is replaced and the admin queries refresh. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings | SiteSettingsInput) =>
      apiRequest<AdminSettingsResponse>("PUT", "/api/admin/settings", settings),
    onSuccess: async (data) => {
      queryClient.setQueryData(settingsKeys.all, data);
      await invalidateAdminQueries(queryClient);
    },
  });
}
