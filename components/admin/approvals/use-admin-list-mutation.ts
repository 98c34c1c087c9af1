"use client";
/**
 * A change an admin makes to one item of a list (approve, reject, set a status): on success a toast
 * with the section's German text, on failure a toast with the API's German error; afterwards the
 * admin's lists and the sidebar's notification counts are loaded again (authenticated-side.md §7, §8).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { errorMessageFromApi } from "@/lib/http/api-client";

export interface AdminListMutationOptions<TVariables, TData> {
  /** The API call, e.g. PATCH /api/admin/company-registrations/{id}/status. */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Title and description of the success toast. */
  successToast: (data: TData, variables: TVariables) => { title: string; description?: string };
  /** Title of the error toast, e.g. "Status konnte nicht aktualisiert werden". */
  errorTitle: string;
}

/** React Query mutation with the toasts and reloads above; `mutate(variables)` runs `mutationFn`. */
export function useAdminListMutation<TVariables, TData>({
  mutationFn,
  successToast,
  errorTitle,
}: AdminListMutationOptions<TVariables, TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      const text = successToast(data, variables);
      toast.success(text.title, { description: text.description });
      await invalidateAdminQueries(queryClient);
    },
    onError: async (error) => {
      toast.error(errorTitle, { description: errorMessageFromApi(error, "Bitte versuchen Sie es später erneut.") });
      await invalidateAdminQueries(queryClient);
    },
  });
}
