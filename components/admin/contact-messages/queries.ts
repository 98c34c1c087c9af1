"use client";
/**
 * React Query hooks of "Kontaktanfragen": the paged list (refreshed every 30 s), one open message (marks it read)
 * and PATCH { done }. Changes reload every admin query (badges included).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { ADMIN_QUERY_KEYS } from "@/lib/domain/admin-approvals";
import type { AdminContactMessage, AdminContactMessagesPage, ContactMessageFilter } from "@/lib/domain/admin-inbox";
import { INBOX_PAGE_SIZE } from "@/lib/domain/admin-inbox";
import { apiRequest, errorMessageFromApi, getJson } from "@/lib/http/api-client";

/** Key factory of the contact-message queries (all start with the list URL, see invalidateAdminQueries). */
export const contactMessageKeys = {
  all: ["/api/admin/contact-messages"] as const,
  page: (page: number, status: ContactMessageFilter, search: string) =>
    [...contactMessageKeys.all, "page", { page, status, search }] as const,
  detail: (id: number) => [...contactMessageKeys.all, "detail", id] as const,
};

/** URL of one page of GET /api/admin/contact-messages. */
export function contactMessagesUrl(
  page: number,
  status: ContactMessageFilter,
  search: string,
  pageSize = INBOX_PAGE_SIZE,
): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), status });
  if (search.trim()) params.set("search", search.trim());
  return `/api/admin/contact-messages?${params}`;
}

/** One page of messages, newest first; the previous page stays visible while the next loads. */
export function useContactMessages(page: number, status: ContactMessageFilter, search: string) {
  return useQuery({
    queryKey: contactMessageKeys.page(page, status, search),
    queryFn: () => getJson<AdminContactMessagesPage>(contactMessagesUrl(page, status, search)),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The open message with its text (only while `id` is set). Opening marks it read: lists and badges reload. */
export function useContactMessage(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contactMessageKeys.detail(id ?? 0),
    queryFn: async () => {
      const { message } = await getJson<{ message: AdminContactMessage }>(`/api/admin/contact-messages/${id}`);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === contactMessageKeys.all[0] && query.queryKey[1] === "page",
      });
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.notificationCounts });
      return message;
    },
    enabled: id !== null,
  });
}

/** PATCH { done }: "Als erledigt markieren" / "Wieder öffnen" with German toasts. */
export function useSetContactMessageDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) =>
      apiRequest<{ message: AdminContactMessage }>("PATCH", `/api/admin/contact-messages/${id}`, { done }),
    onSuccess: ({ message }, { done }) => {
      queryClient.setQueryData(contactMessageKeys.detail(message.id), message);
      toast.success(done ? "Als erledigt markiert" : "Wieder geöffnet");
    },
    onError: (error) => {
      toast.error("Fehler", {
        description: errorMessageFromApi(error, "Die Änderung konnte nicht gespeichert werden."),
      });
    },
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}
