"use client";
/**
 * A change an admin makes to one list item: a toast with the section's text or the API's error, then the admin's
 * lists and badge counts reload.
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
