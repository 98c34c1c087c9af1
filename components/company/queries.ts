"use client";
/**
 * React Query hooks of the company dashboard. Any 401 means the session ended: `useSessionExpiredRedirect` sends the
 * user to /firmen-login with the notice instead of retrying.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";

import type {
  AssignmentEventView,
  CompanyAdvertisingRequest,
  CompanyLeadsPage,
  CompanyProfile,
} from "@/lib/domain/company-lead";
import type { ProjectStatus } from "@/lib/domain/project-status";
import { apiRequest, getJson, statusFromApiError } from "@/lib/http/api-client";
import type { LeadStatusChangeInput } from "@/lib/validation/company-lead";
import type { CompanyProfileUpdate } from "@/lib/validation/company-profile";

/** Where an ended session leads: the company login with the "Sitzung abgelaufen" notice. */
export const SESSION_EXPIRED_LOGIN_PATH = "/firmen-login?abgelaufen=1";

/** How often the lead list is refetched while the dashboard is open (ms). */
export const LEADS_REFETCH_INTERVAL_MS = 60_000;

/** Parameters of one lead page. */
export interface CompanyLeadsParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: ProjectStatus;
}

/** Query keys of the company dashboard (one factory, so invalidations hit every page). */
export const companyKeys = {
  profile: ["/api/company/profile"] as const,
  leads: ["/api/company/leads"] as const,
  leadsPage: (params: CompanyLeadsParams) => ["/api/company/leads", params] as const,
  advertising: ["/api/company/advertising-requests"] as const,
  advertisingPage: (page: number, pageSize: number) =>
    ["/api/company/advertising-requests", { page, pageSize }] as const,
  /** The history of one lead; under `leads`, so a lead change invalidates it too. */
  leadEvents: (leadId: number) => ["/api/company/leads", "events", leadId] as const,
};

/** True for an error that says the session is gone (HTTP 401). */
export function isSessionExpired(error: unknown): boolean {
  return statusFromApiError(error) === 401;
}

/**
 * Sends the user to the login page with the "Sitzung abgelaufen" notice as soon as one of the
 * given errors is a 401 (an ended or expired session). Other errors are left to the caller.
 */
export function useSessionExpiredRedirect(...errors: unknown[]): boolean {
  const router = useRouter();
  const expired = errors.some(isSessionExpired);
  useEffect(() => {
    if (expired) router.replace(SESSION_EXPIRED_LOGIN_PATH);
  }, [expired, router]);
  return expired;
}

/** The session company's profile. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: companyKeys.profile,
    queryFn: async () => (await getJson<{ company: CompanyProfile }>("/api/company/profile")).company,
  });
}

/** The URL of one lead page. */
export function leadsUrl(params: CompanyLeadsParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) search.set("q", params.q);
  if (params.status) search.set("status", params.status);
  return `/api/company/leads?${search.toString()}`;
}

/** One page of the session company's leads, newest first, with counts over all its leads. */
export function useCompanyLeads(params: CompanyLeadsParams) {
  return useQuery({
    queryKey: companyKeys.leadsPage(params),
    queryFn: () => getJson<CompanyLeadsPage>(leadsUrl(params)),
    placeholderData: keepPreviousData,
    refetchInterval: LEADS_REFETCH_INTERVAL_MS,
    // The app's default staleTime is Infinity, under which `true` would never refetch on focus.
    refetchOnWindowFocus: "always",
  });
}

/** One page of the company's own advertising requests, newest first. */
export function useOwnAdvertisingRequests(page: number, pageSize: number) {
  return useQuery({
    queryKey: companyKeys.advertisingPage(page, pageSize),
    queryFn: () =>
      getJson<{ requests: CompanyAdvertisingRequest[]; total: number; page: number; pageSize: number }>(
        `/api/company/advertising-requests?page=${page}&pageSize=${pageSize}`,
      ),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: "always",
  });
}

/**
 * A lead action's mutation: stays pending until the reloaded list (and history) arrived, so the controls show the
 * stored state. Toasts live here, not in `mutate` callbacks, because a card whose status changes leaves its tab and
 * unmounts. Field errors (400) are left to the dialog's `onError`.
 */
function useLeadAction<TInput, TResult>(
  request: (input: TInput) => Promise<TResult>,
  messages: { success: [string, string]; failure: [string, string] },
) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.leads });
      toast.success(messages.success[0], { description: messages.success[1] });
    },
    onError: (error) => {
      if (isSessionExpired(error)) {
        router.replace(SESSION_EXPIRED_LOGIN_PATH);
        return;
      }
      if (statusFromApiError(error) === 400) return;
      toast.error(messages.failure[0], { description: messages.failure[1] });
    },
  });
}

/**
 * PATCH /api/projects/{id}/status for one lead: the status, for "Gewonnen" the order value and completion month, and
 * the reason when a won lead is changed back.
 */
export function useLeadStatusMutation(leadId: number) {
  return useLeadAction(
    (change: LeadStatusChangeInput) =>
      apiRequest<{ project: { id: number; status: ProjectStatus } }>("PATCH", `/api/projects/${leadId}/status`, change),
    {
      success: ["Status aktualisiert", "Der Lead-Status wurde erfolgreich geändert"],
      failure: ["Fehler", "Status konnte nicht aktualisiert werden"],
    },
  );
}

/** POST /api/company/leads/{id}/contacted: marks the lead "Kontaktiert". */
export function useLeadContactedMutation(leadId: number) {
  return useLeadAction(
    () => apiRequest<{ lead: { id: number; contactedAt: string } }>("POST", `/api/company/leads/${leadId}/contacted`),
    {
      success: ["Als kontaktiert markiert", "Danke! Der Erstkontakt ist gespeichert."],
      failure: ["Fehler", "Der Kontakt konnte nicht gespeichert werden"],
    },
  );
}

/** POST /api/company/leads/{id}/done: marks the won job "Auftrag abgeschlossen". */
export function useJobDoneMutation(leadId: number) {
  return useLeadAction(
    () => apiRequest<{ lead: { id: number; jobDoneAt: string } }>("POST", `/api/company/leads/${leadId}/done`),
    {
      success: ["Auftrag abgeschlossen", "Der Auftrag ist als abgeschlossen gespeichert."],
      failure: ["Fehler", "Der Auftrag konnte nicht als abgeschlossen gespeichert werden"],
    },
  );
}

/** The history of one lead (GET /api/company/leads/{id}/events), loaded while `enabled`. */
export function useLeadEvents(leadId: number, enabled = true) {
  return useQuery({
    queryKey: companyKeys.leadEvents(leadId),
    queryFn: async () =>
      (await getJson<{ events: AssignmentEventView[] }>(`/api/company/leads/${leadId}/events`)).events,
    enabled,
  });
}

/** PATCH /api/company/profile; on success the profile query holds the stored data. */
export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileUpdate) =>
      apiRequest<{ company: CompanyProfile }>("PATCH", "/api/company/profile", input),
    onSuccess: ({ company }) => {
      queryClient.setQueryData(companyKeys.profile, company);
    },
  });
}
