"use client";
/** React Query hooks of the admin's companies table and details; after each change every admin query is reloaded. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import {
  adminCompaniesQueryString,
  type AdminCompaniesPage,
  type AdminCompaniesParams,
  type AdminCompanyRow,
  type AdminCompanyStatus,
} from "@/lib/domain/admin-companies";
import type { ApprovalListPage, ApprovalListParams } from "@/lib/domain/admin-approvals";
import type {
  AdminCompanyAssignmentsPage,
  AdminCompanyDetails,
  AdminCompanyListItem,
} from "@/lib/domain/admin-projects";
import { apiRequest, errorMessageFromApi, getJson } from "@/lib/http/api-client";
import type { AdminCompanyCreate, AdminCompanyUpdate } from "@/lib/validation/admin-companies";
import type { InsuranceDocumentView } from "@/lib/verification/insurance-types";
import type { CompanyStandingView, Readiness } from "@/lib/verification/types";

type InsuranceDecision = { decision: "accepted"; note?: string } | { decision: "rejected"; note: string };

const CHECKS_POLL_MS = 3000;

export const ADMIN_COMPANIES_QUERY_KEY = ["/api/admin/companies"] as const;

/** One page of GET /api/admin/companies. */
export function fetchAdminCompanies(params: AdminCompaniesParams): Promise<AdminCompaniesPage> {
  return getJson<AdminCompaniesPage>(`/api/admin/companies?${adminCompaniesQueryString(params)}`);
}

/** One page of the companies table as usePagedList asks for it (its `search` is the API's `q`). */
export async function fetchCompaniesTablePage({
  page,
  pageSize,
  status,
  search,
}: ApprovalListParams): Promise<ApprovalListPage<AdminCompanyRow>> {
  const answer = await fetchAdminCompanies({
    page,
    pageSize,
    q: search,
    status: (status ?? "") as AdminCompanyStatus | "",
  });
  return { items: answer.companies, total: answer.total, page: answer.page, pageSize: answer.pageSize };
}

/** Assignable companies whose name, city, e-mail, phone, PLZ or id match `q`, A–Z, one page (idle for an empty `q`). */
export function useAssignableCompanySearch(q: string, page: number, pageSize: number) {
  const params: AdminCompaniesParams = { page, pageSize, q, status: "assignable", sort: "name" };
  return useQuery({
    queryKey: [ADMIN_COMPANIES_QUERY_KEY[0], params],
    queryFn: () => fetchAdminCompanies(params),
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
}

/** Page `page` of a company's assignments; idle on page 1, which comes with the details. */
export function useCompanyAssignmentsPage(companyId: number, page: number) {
  return useQuery({
    queryKey: [...ADMIN_COMPANIES_QUERY_KEY, companyId, "assignments", page],
    queryFn: () => getJson<AdminCompanyAssignmentsPage>(`/api/admin/companies/${companyId}/assignments?page=${page}`),
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
}

/** One company's details (only while `companyId` is set). */
export function useAdminCompany(companyId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_COMPANIES_QUERY_KEY, companyId],
    queryFn: async () => (await getJson<{ company: AdminCompanyDetails }>(`/api/admin/companies/${companyId}`)).company,
    enabled: companyId !== null,
  });
}

/** Verifies or unverifies a company, with toasts. */
export function useSetCompanyVerified(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ verified, overrideReason }: { verified: boolean; overrideReason?: string }) =>
      apiRequest<{ company: AdminCompanyListItem }>("PATCH", `/api/admin/companies/${companyId}`, {
        verified,
        ...(overrideReason ? { overrideReason } : {}),
      }),
    onSuccess: ({ company }) =>
      company.verified
        ? toast.success("Firma freigegeben", {
            description: `${company.name} erhält Leads für die Leistungen, die ihre geprüfte Gewerbeberechtigung abdeckt.`,
          })
        : toast.success("Freigabe aufgehoben", { description: `${company.name} erhält keine neuen Leads mehr.` }),
    onError: (error) =>
      toast.error("Fehler", { description: errorMessageFromApi(error, "Status konnte nicht aktualisiert werden") }),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** Creates a company by hand (errors are shown by the form: field errors and a toast). */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCompanyCreate) =>
      apiRequest<{ company: AdminCompanyListItem }>("POST", "/api/admin/companies", input),
    onSuccess: ({ company }) =>
      toast.success("Firma angelegt", {
        description: `${company.name} erhält eine E-Mail mit dem Link zum Festlegen des Passworts.`,
      }),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** Edits company `companyId` (errors are shown by the form). */
export function useUpdateCompany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminCompanyUpdate) =>
      apiRequest<{ company: AdminCompanyListItem }>("PATCH", `/api/admin/companies/${companyId}`, patch),
    onSuccess: () => toast.success("Firmendaten gespeichert"),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** Deactivates (with `reason`) or reactivates company `companyId`; errors are shown by the dialog. */
export function useSetCompanyActive(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { active: false; reason: string } | { active: true }) =>
      change.active
        ? apiRequest<{ message: string; company: AdminCompanyListItem }>(
            "POST",
            `/api/admin/companies/${companyId}/reactivate`,
          )
        : apiRequest<{ message: string; company: AdminCompanyListItem }>(
            "POST",
            `/api/admin/companies/${companyId}/deactivate`,
            { reason: change.reason },
          ),
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** The checks and standing of company `companyId`; polled while a check runs. */
export function useCompanyChecks(companyId: number) {
  return useQuery({
    queryKey: [...ADMIN_COMPANIES_QUERY_KEY, companyId, "checks"],
    queryFn: () =>
      getJson<{ readiness: Readiness; standing: CompanyStandingView }>(`/api/admin/companies/${companyId}/checks`),
    refetchInterval: (query) =>
      query.state.data?.readiness?.items.some((item) => item.state === "pending") ? CHECKS_POLL_MS : false,
  });
}

/** Stores changed register numbers and starts a fresh check round of company `companyId`. */
export function useRequestCompanyChecks(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { gisaNumber?: string; fnNumber?: string }) =>
      apiRequest<{ readiness: Readiness }>("POST", `/api/admin/companies/${companyId}/checks`, input),
    onSuccess: () =>
      toast.success("Prüfung gestartet", { description: "Die Register antworten meist innerhalb weniger Sekunden." }),
    onError: (error) =>
      toast.error("Fehler", { description: errorMessageFromApi(error, "Die Prüfung konnte nicht gestartet werden") }),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** Company `companyId`'s insurance confirmations, newest first. */
export function useCompanyInsurance(companyId: number) {
  return useQuery({
    queryKey: [...ADMIN_COMPANIES_QUERY_KEY, companyId, "insurance"],
    queryFn: async () =>
      (await getJson<{ documents?: InsuranceDocumentView[] }>(`/api/admin/companies/${companyId}/insurance`))
        .documents ?? [],
  });
}

/** Accepts or rejects (with `note`) an insurance confirmation, with toasts. */
export function useDecideInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, ...decision }: { documentId: number } & InsuranceDecision) =>
      apiRequest<{ document: InsuranceDocumentView }>("POST", `/api/admin/insurance/${documentId}/decision`, decision),
    onSuccess: ({ document }) =>
      document.status === "accepted"
        ? toast.success("Versicherung angenommen", { description: `${document.insurer} ist als gültig vermerkt.` })
        : toast.success("Versicherung abgelehnt", { description: "Die Firma sieht den Grund im Dashboard." }),
    onError: (error) =>
      toast.error("Fehler", {
        description: errorMessageFromApi(error, "Die Entscheidung konnte nicht gespeichert werden"),
      }),
    // Reloads this list, the company's checks and standing (insurance is one of them) and the companies table.
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}
