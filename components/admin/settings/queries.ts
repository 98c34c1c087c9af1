"use client";
/**
 * React Query hooks of "Einstellungen". The key starts with "/api/admin/", so the shared admin invalidation covers it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { apiRequest, getJson } from "@/lib/http/api-client";
import type { SubsidyRuleInput } from "@/lib/subsidies/schemas";
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

/** A subsidy rule as GET /api/admin/subsidy-rules lists it (dates "YYYY-MM-DD", money in cents, rate in bps). */
export interface AdminSubsidyRuleRow extends SubsidyRuleInput {
  id: number;
  updatedAt: string;
}

export const subsidyRuleKeys = {
  all: ["/api/admin/subsidy-rules"] as const,
};

/** Every subsidy rule ("Förderungen"), admin only. */
export function useSubsidyRules() {
  return useQuery({
    queryKey: subsidyRuleKeys.all,
    queryFn: () => getJson<{ rules: AdminSubsidyRuleRow[] }>("/api/admin/subsidy-rules"),
  });
}

/** Creates (`id` null) or fully rewrites (PATCH) a subsidy rule; the admin queries refresh on success. */
export function useSaveSubsidyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rule }: { id: number | null; rule: SubsidyRuleInput }) =>
      id === null
        ? apiRequest<{ rule: AdminSubsidyRuleRow }>("POST", "/api/admin/subsidy-rules", rule)
        : apiRequest<{ rule: AdminSubsidyRuleRow }>("PATCH", `/api/admin/subsidy-rules/${id}`, rule),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}

/** Deletes a subsidy rule by id; the admin queries refresh on success. */
export function useDeleteSubsidyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true; id: number }>("DELETE", `/api/admin/subsidy-rules/${id}`),
    onSuccess: () => invalidateAdminQueries(queryClient),
  });
}
