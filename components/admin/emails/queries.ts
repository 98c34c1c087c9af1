"use client";
/**
 * React Query hooks of "E-Mails": the paged outbox (refreshed every 30 s) and resend, which reloads every admin query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { INBOX_PAGE_SIZE, type AdminEmailRow, type AdminEmailsPage, type EmailStatus } from "@/lib/domain/admin-inbox";
import { apiRequest, errorMessageFromApi, getJson } from "@/lib/http/api-client";

/** Key factory of the e-mail queries (all start with the list URL, see invalidateAdminQueries). */
export const adminEmailKeys = {
  all: ["/api/admin/emails"] as const,
  page: (page: number, status: EmailStatus | null) => [...adminEmailKeys.all, "page", { page, status }] as const,
};

/** URL of one page of GET /api/admin/emails. */
export function adminEmailsUrl(page: number, status: EmailStatus | null, pageSize = INBOX_PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) params.set("status", status);
  return `/api/admin/emails?${params}`;
}

/** One page of outbox rows, newest first; the previous page stays visible while the next loads. */
export function useAdminEmails(page: number, status: EmailStatus | null) {
  return useQuery({
    queryKey: adminEmailKeys.page(page, status),
    queryFn: () => getJson<AdminEmailsPage>(adminEmailsUrl(page, status)),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** POST …/resend with German toasts. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ email: AdminEmailRow }>("POST", `/api/admin/emails/${id}/resend`),
    onSuccess: () => {
      toast.success("E-Mail wird erneut gesendet");
    },
    onError: (error) => {
      toast.error("Fehler", {
        description: errorMessageFromApi(error, "Die E-Mail konnte nicht erneut gesendet werden."),
      });
    },
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}
