"use client";
/**
 * A change an admin makes to one item of a list (approve, reject, set a status): on success a toast
 * with the section's German text, on failure a toast with the API's German error; afterwards the
 * list and the sidebar's notification counts are loaded again (authenticated-side.md §7, §8).
 */
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { ADMIN_QUERY_KEYS } from "@/lib/domain/admin-approvals";
import { errorMessageFromApi } from "@/lib/http/api-client";

/** Reloads the list under `key` and the notification counts. */
async function invalidateAdminList(queryClient: QueryClient, key: readonly string[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: key }),
    queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.notificationCounts }),
  ]);
}

export interface AdminListMutationOptions<TVariables, TData> {
  /** The query key of the list the change affects. */
  listKey: readonly string[];
  /** The API call, e.g. PATCH /api/admin/company-registrations/{id}/status. */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Title and description of the success toast. */
  successToast: (data: TData, variables: TVariables) => { title: string; description?: string };
  /** Title of the error toast, e.g. "Status konnte nicht aktualisiert werden". */
  errorTitle: string;
}

/** React Query mutation with the toasts and reloads above; `mutate(variables)` runs `mutationFn`. */
export function useAdminListMutation<TVariables, TData>({ listKey, mutationFn, successToast, errorTitle }: AdminListMutationOptions<TVariables, TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      const text = successToast(data, variables);
      toast.success(text.title, { description: text.description });
      await invalidateAdminList(queryClient, listKey);
    },
    onError: async (error) => {
      toast.error(errorTitle, { description: errorMessageFromApi(error, "Bitte versuchen Sie es später erneut.") });
      await invalidateAdminList(queryClient, listKey);
    },
  });
}
