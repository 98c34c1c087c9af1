"use client";
/** React Query hooks of the company's "Rechnungen". Downloads are plain links to the PDF route. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";

import type { InvoiceHold, InvoicesPage } from "@/lib/domain/invoices";
import { getJson } from "@/lib/http/api-client";

/** Key factory of the company's invoice queries. */
export const companyInvoiceKeys = {
  all: ["/api/company/invoices"] as const,
  page: (page: number, pageSize: number) => [...companyInvoiceKeys.all, { page, pageSize }] as const,
};

/** One page of the company's invoices and credit notes, newest first. */
export function useCompanyInvoices(page: number, pageSize: number) {
  return useQuery({
    queryKey: companyInvoiceKeys.page(page, pageSize),
    queryFn: () =>
      getJson<InvoicesPage & { hold: InvoiceHold | null }>(
        `/api/company/invoices?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** URL of the stored PDF of one of the company's invoices. */
export const companyInvoicePdfUrl = (id: number) => `/api/company/invoices/${id}/pdf`;
