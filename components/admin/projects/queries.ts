"use client";
/**
 * React Query hooks of the admin's projects table, assign dialog and project operations; every change reloads
 * projects, candidates, overview counts and badges.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  type AdminCandidatesResponse,
  type AdminProjectsPage,
  type AssignLeadResponse,
  type ProjectEmailsResponse,
  type ProjectOperationResponse,
} from "@/lib/domain/admin-projects";
import type { AssignmentEventView } from "@/lib/domain/company-lead";
import type { ProjectStatus } from "@/lib/domain/project-status";
import { apiRequest, errorMessageFromApi, getJson } from "@/lib/http/api-client";
import type { ReportedThreadView } from "@/lib/messages/rules";
import type { AdminProjectsFilters } from "@/lib/validation/admin-projects";

/** Prefix of every projects query (pages and candidates). */
export const ADMIN_PROJECTS_QUERY_KEY = ["/api/admin/projects"] as const;
/** Refresh interval of the projects table (spec: authenticated-side §9: 30 s). */
export const PROJECTS_REFRESH_MS = 30_000;

/** URL of one page of GET /api/admin/projects with the set filters only; `filters` may be a status alone. */
export function adminProjectsUrl(
  page: number,
  filters?: ProjectStatus | AdminProjectsFilters,
  pageSize = ADMIN_PROJECTS_PAGE_SIZE,
): string {
  const given: AdminProjectsFilters = typeof filters === "string" ? { status: filters } : (filters ?? {});
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const q = given.q?.trim();
  if (q) params.set("q", q);
  if (given.status) params.set("status", given.status);
  if (given.service) params.set("service", given.service);
  if (given.unassigned) params.set("unassigned", "true");
  if (given.spam) params.set("spam", "true");
  if (given.confirmed !== undefined) params.set("confirmed", String(given.confirmed));
  if (given.clarification) params.set("clarification", "true");
  if (given.overdue) params.set("overdue", "true");
  if (given.from) params.set("from", given.from);
  if (given.to) params.set("to", given.to);
  if (given.sort && given.sort !== "newest") params.set("sort", given.sort);
  return `/api/admin/projects?${params}`;
}

/** One page of projects matching `filters`; the previous page stays visible while the next loads. */
export function useAdminProjects(page: number, filters?: ProjectStatus | AdminProjectsFilters) {
  const url = adminProjectsUrl(page, filters);
  return useQuery({
    queryKey: [...ADMIN_PROJECTS_QUERY_KEY, { url }],
    queryFn: () => getJson<AdminProjectsPage>(url),
    refetchInterval: PROJECTS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The admin's operations on one project and their endpoints. */
export type ProjectOperation =
  | { kind: "unassign"; projectId: number; companyId: number; reason: string }
  | { kind: "reopen"; projectId: number; note?: string }
  | { kind: "status"; projectId: number; status: ProjectStatus; note: string; companyId?: number }
  | { kind: "spam"; projectId: number }
  | { kind: "erase"; projectId: number }
  /** "Klärung nötig" settled: `value` as typed in euros. */
  | { kind: "resolve-hire"; projectId: number; companyId: number | null; value?: string; note: string };

function operationRequest(operation: ProjectOperation): Promise<ProjectOperationResponse> {
  const base = `/api/admin/projects/${operation.projectId}`;
  switch (operation.kind) {
    case "unassign":
      return apiRequest("POST", `${base}/unassign`, { companyId: operation.companyId, reason: operation.reason });
    case "reopen":
      return apiRequest("POST", `${base}/reopen`, operation.note ? { note: operation.note } : {});
    case "status":
      return apiRequest("PATCH", `${base}/status`, {
        status: operation.status,
        note: operation.note,
        ...(operation.companyId !== undefined ? { companyId: operation.companyId } : {}),
      });
    case "spam":
      return apiRequest("POST", `${base}/spam`);
    case "erase":
      return apiRequest("DELETE", base);
    case "resolve-hire":
      return apiRequest("POST", `${base}/resolve-hire`, {
        companyId: operation.companyId,
        value: operation.value,
        note: operation.note,
      });
  }
}

/** Title of the success toast per operation. */
const OPERATION_TITLES: Record<ProjectOperation["kind"], string> = {
  unassign: "Firma entfernt",
  reopen: "Projekt wieder geöffnet",
  status: "Status geändert",
  spam: "Als Spam markiert",
  erase: "Kundendaten gelöscht",
  "resolve-hire": "Klärung gespeichert",
};

/**
 * A project operation with a success toast (the server's message) and a reload of every admin list and badge.
 * Errors are left to the caller (applyServerErrors in forms, toastOperationError in confirmations).
 */
export function useProjectOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: operationRequest,
    onSuccess: (result, operation) => {
      toast.success(OPERATION_TITLES[operation.kind], { description: result.message });
    },
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** The error toast of an operation without a form. */
export function toastOperationError(error: unknown) {
  toast.error("Fehler", {
    description: errorMessageFromApi(
      error,
      "Die Aktion konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.",
    ),
  });
}

/** The ranked candidates of a project (only while `projectId` is set). */
export function useCandidates(projectId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_PROJECTS_QUERY_KEY, projectId, "candidates"],
    queryFn: () => getJson<AdminCandidatesResponse>(`/api/admin/projects/${projectId}/candidates`),
    enabled: projectId !== null,
  });
}

/** The customer e-mails of a project, loaded while `projectId` is set. */
export function useProjectEmails(projectId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_PROJECTS_QUERY_KEY, projectId, "emails"],
    queryFn: () => getJson<ProjectEmailsResponse>(`/api/admin/projects/${projectId}/emails`),
    enabled: projectId !== null,
  });
}

/** Page `page` of the assignment history of a project, loaded while `projectId` is set. */
export function useAssignmentEvents(projectId: number | null, page = 1) {
  return useQuery({
    queryKey: [...ADMIN_PROJECTS_QUERY_KEY, projectId, "assignment-events", page],
    queryFn: () =>
      getJson<{ events: AssignmentEventView[]; total: number; page: number; pageSize: number }>(
        `/api/admin/projects/${projectId}/assignment-events?page=${page}`,
      ),
    enabled: projectId !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/assign-lead with the spec's toasts. */
export function useAssignLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectId: number; companyId: number }) =>
      apiRequest<AssignLeadResponse>("POST", "/api/admin/assign-lead", input),
    onSuccess: (result) => {
      toast.success("Lead zugewiesen", { description: result.message });
    },
    onError: (error) => {
      const reason = errorMessageFromApi(error, "");
      toast.error("Fehler", {
        description: reason ? `Lead konnte nicht zugewiesen werden: ${reason}` : "Lead konnte nicht zugewiesen werden",
      });
    },
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** POST /api/admin/projects/{id}/withdraw-consent with German toasts. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) =>
      apiRequest<{ consentWithdrawnAt: string }>("POST", `/api/admin/projects/${projectId}/withdraw-consent`),
    onSuccess: () => {
      toast.success("Einwilligung widerrufen", { description: "Das Projekt wird an keine weitere Firma vermittelt." });
    },
    onError: (error) => {
      toast.error("Fehler", {
        description: errorMessageFromApi(error, "Der Widerruf konnte nicht gespeichert werden."),
      });
    },
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** The reported message threads of a project (each load is audited on the server), loaded while `enabled`. */
export function useReportedThreads(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_PROJECTS_QUERY_KEY, projectId, "reported-threads"],
    queryFn: () => getJson<{ threads: ReportedThreadView[] }>(`/api/admin/projects/${projectId}/messages`),
    enabled,
    // Every load is an audited read: load once per opening, never in the background.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/admin/assignments/{id}/thread/close with German toasts; reloads the projects. */
export function useCloseThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      apiRequest<{ closedAt: string; created: boolean }>("POST", `/api/admin/assignments/${assignmentId}/thread/close`),
    onSuccess: () => {
      toast.success("Unterhaltung geschlossen", { description: "Beide Seiten können keine Nachrichten mehr senden." });
    },
    onError: (error) => {
      toast.error("Fehler", {
        description: errorMessageFromApi(error, "Die Unterhaltung konnte nicht geschlossen werden."),
      });
    },
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}
