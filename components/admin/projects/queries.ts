"use client";
/**
 * React Query hooks of the admin's projects table and assign dialog (authenticated-side.md §7,
 * §8, §9): GET /api/admin/projects page by page every 30 s, GET
 * /api/admin/projects/{id}/candidates while the dialog is open, POST /api/admin/assign-lead and
 * POST /api/admin/projects/{id}/withdraw-consent, which reload projects, candidates, overview counts
 * and badges afterwards.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { ADMIN_PROJECTS_PAGE_SIZE, type AdminCandidatesResponse, type AdminProjectsPage, type AssignLeadResponse } from "@/lib/domain/admin-projects";
import type { ProjectStatus } from "@/lib/domain/project-status";
import { apiRequest, errorMessageFromApi, getJson } from "@/lib/http/api-client";

/** Prefix of every projects query (pages and candidates). */
export const ADMIN_PROJECTS_QUERY_KEY = ["/api/admin/projects"] as const;
/** Refresh interval of the projects table (§9: 30 s). */
export const PROJECTS_REFRESH_MS = 30_000;

/** URL of one page of GET /api/admin/projects. */
export function adminProjectsUrl(page: number, status?: ProjectStatus, pageSize = ADMIN_PROJECTS_PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) params.set("status", status);
  return `/api/admin/projects?${params}`;
}

/** One page of projects, newest first; the previous page stays visible while the next loads. */
export function useAdminProjects(page: number, status?: ProjectStatus) {
  return useQuery({
    queryKey: [...ADMIN_PROJECTS_QUERY_KEY, { page, status: status ?? null }],
    queryFn: () => getJson<AdminProjectsPage>(adminProjectsUrl(page, status)),
    refetchInterval: PROJECTS_REFRESH_MS,
    placeholderData: keepPreviousData,
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

/** POST /api/admin/assign-lead with the §8 toasts. */
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
      toast.error("Fehler", { description: reason ? `Lead konnte nicht zugewiesen werden: ${reason}` : "Lead konnte nicht zugewiesen werden" });
    },
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/** POST /api/admin/projects/{id}/withdraw-consent (issue 12 §5) with German toasts. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) => apiRequest<{ consentWithdrawnAt: string }>("POST", `/api/admin/projects/${projectId}/withdraw-consent`),
    onSuccess: () => {
      toast.success("Einwilligung widerrufen", { description: "Das Projekt wird an keine weitere Firma vermittelt." });
    },
    onError: (error) => {
      toast.error("Fehler", { description: errorMessageFromApi(error, "Der Widerruf konnte nicht gespeichert werden.") });
    },
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}
