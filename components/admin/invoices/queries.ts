"use client";
/**
 * React Query hooks of "Rechnungen": the paged list, revenue per month, one invoice's lines and the mutations,
 * each reloading every admin query afterwards.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import type { ApprovalListPage, ApprovalListParams } from "@/lib/domain/admin-approvals";
import type {
  InvoiceHold,
  InvoiceLineItem,
  InvoiceListItem,
  InvoicesPage,
  OpenCommissionEntry,
  RevenueMonth,
} from "@/lib/domain/invoices";
import { apiRequest, errorMessageFromApi, getJson } from "@/lib/http/api-client";
import type { CreditNoteBody } from "@/lib/validation/invoices";

/** Key factory of the admin's invoice queries (all start with "/api/admin/invoices"). */
export const adminInvoiceKeys = {
  list: ["/api/admin/invoices"] as const,
  revenue: ["/api/admin/invoices/revenue"] as const,
  openCommissions: ["/api/admin/commission-entries"] as const,
  lines: (id: number) => ["/api/admin/invoices", "lines", id] as const,
};

/** One page of GET /api/admin/invoices in the shape `usePagedList` expects. */
export async function fetchAdminInvoicesPage(params: ApprovalListParams): Promise<ApprovalListPage<InvoiceListItem>> {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.status) query.set("status", params.status);
  if (params.search) query.set("q", params.search);
  const page = await getJson<InvoicesPage>(`/api/admin/invoices?${query}`);
  return { items: page.invoices, total: page.total, page: page.page, pageSize: page.pageSize };
}

/** Revenue per month and the Einstellungen fields invoices still need. */
export function useInvoiceRevenue() {
  return useQuery({
    queryKey: adminInvoiceKeys.revenue,
    queryFn: () =>
      getJson<{ months: RevenueMonth[]; issuerMissing: string[]; holds: InvoiceHold[] }>("/api/admin/invoices/revenue"),
  });
}

/** Confirmed commission entries not yet invoiced (newest 100). */
export function useOpenCommissions() {
  return useQuery({
    queryKey: adminInvoiceKeys.openCommissions,
    queryFn: () => getJson<{ entries: OpenCommissionEntry[] }>("/api/admin/commission-entries"),
  });
}

/** The lines of one invoice (credit note dialog); only while `id` is set. */
export function useInvoiceLines(id: number | null) {
  return useQuery({
    queryKey: adminInvoiceKeys.lines(id ?? 0),
    queryFn: () => getJson<{ number: string; lines: InvoiceLineItem[] }>(`/api/admin/invoices/${id}`),
    enabled: id !== null,
  });
}

/** POST …/paid with German toasts. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ invoice: InvoiceListItem }>("POST", `/api/admin/invoices/${id}/paid`),
    onSuccess: ({ invoice }) => toast.success(`Rechnung ${invoice.number} als bezahlt markiert`),
    onError: (error) =>
      toast.error("Fehler", {
        description: errorMessageFromApi(error, "Die Rechnung konnte nicht als bezahlt markiert werden."),
      }),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** POST …/credit-notes; errors are shown by the dialog's form. */
export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreditNoteBody }) =>
      apiRequest<{ creditNote: { id: number; number: string; grossCents: number } }>(
        "POST",
        `/api/admin/invoices/${id}/credit-notes`,
        body,
      ),
    onSuccess: ({ creditNote }) =>
      toast.success(`Gutschrift ${creditNote.number} ausgestellt`, { description: "Die Firma erhält sie per E-Mail." }),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** What a run of the monthly invoicing answers. */
export interface InvoicingRunResult {
  periodStart: string;
  periodEnd: string;
  issued: { id: number; number: string; companyId: number }[];
  failed: { companyId: number; error: string }[];
  held: InvoiceHold[];
  missingIssuer: string[];
}

/** POST /api/admin/invoices/run with a German summary toast. */
export function useRunInvoicing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<InvoicingRunResult>("POST", "/api/admin/invoices/run"),
    onSuccess: (result) => {
      if (result.missingIssuer.length > 0) {
        toast.error("Keine Rechnungen ausgestellt", {
          description: `In den Einstellungen fehlen: ${result.missingIssuer.join(", ")}.`,
        });
      } else if (result.failed.length > 0) {
        toast.error(`${result.failed.length} Rechnung(en) fehlgeschlagen`, {
          description: `${result.issued.length} ausgestellt; Details im Server-Log.`,
        });
      } else if (result.held.length > 0) {
        toast.warning(`${result.issued.length} Rechnung(en) ausgestellt, ${result.held.length} zurückgehalten`, {
          description: `Rechnungsdaten fehlen bei: ${result.held.map((hold) => hold.companyName).join(", ")}.`,
        });
      } else {
        toast.success(
          result.issued.length === 0
            ? "Keine offenen Provisionen: nichts auszustellen"
            : `${result.issued.length} Rechnung(en) ausgestellt`,
        );
      }
    },
    onError: (error) =>
      toast.error("Fehler", { description: errorMessageFromApi(error, "Der Rechnungslauf ist fehlgeschlagen.") }),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}
