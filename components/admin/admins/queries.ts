"use client";
/**
 * React Query hooks of the "Admins" section. Keys start with "/api/admin/", so the shared admin invalidation
 * covers them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { apiRequest, getJson } from "@/lib/http/api-client";
import type { AdminInviteInput, AdminUserRow, AdminUsersPage } from "@/lib/validation/admin-users";

/** Admins per page. */
export const ADMINS_PAGE_SIZE = 50;

export const adminUsersKeys = {
  all: ["/api/admin/admins"] as const,
  page: (page: number) => [...adminUsersKeys.all, { page }] as const,
};

/** One page of the admin users. */
export function useAdminUsers(page: number) {
  return useQuery({
    queryKey: adminUsersKeys.page(page),
    queryFn: () => getJson<AdminUsersPage>(`/api/admin/admins?page=${page}&pageSize=${ADMINS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

/** Invites an admin by e-mail; refreshes the admin queries afterwards. */
export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminInviteInput) => apiRequest<{ admin: AdminUserRow }>("POST", "/api/admin/admins", input),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** Deactivates or reactivates admin `id`; refreshes the admin queries afterwards. */
export function useSetAdminActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest<{ admin: AdminUserRow }>("POST", `/api/admin/admins/${id}/${active ? "reactivate" : "deactivate"}`),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}
