"use client";
/**
 * React Query hooks of the company dashboard (authenticated-side.md §7): GET /api/company/profile
 * and GET /api/company/leads with the app's query defaults (never stale, not retried), and the lead
 * status change, which reloads the lead list on success (§4).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { CompanyLead, CompanyProfile } from "@/lib/domain/company-lead";
import type { ProjectStatus } from "@/lib/domain/project-status";
import { apiRequest, getJson } from "@/lib/http/api-client";

export const COMPANY_PROFILE_QUERY_KEY = ["/api/company/profile"] as const;
export const COMPANY_LEADS_QUERY_KEY = ["/api/company/leads"] as const;

/** The session company's profile. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: COMPANY_PROFILE_QUERY_KEY,
    queryFn: async () => (await getJson<{ company: CompanyProfile }>("/api/company/profile")).company,
  });
}

/** The session company's leads, newest first. */
export function useCompanyLeads() {
  return useQuery({
    queryKey: COMPANY_LEADS_QUERY_KEY,
    queryFn: async () => (await getJson<{ projects: CompanyLead[] }>("/api/company/leads")).projects,
  });
}

/**
 * PATCH /api/projects/{id}/status for one lead (§4, §8). Stays pending until the reloaded list has
 * arrived, so the selector stays disabled until it shows the stored status. The toasts live here,
 * not in `mutate` callbacks: a card leaves its tab when its status changes and unmounts.
 */
export function useLeadStatusMutation(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ProjectStatus) =>
      apiRequest<{ project: { id: number; status: ProjectStatus } }>("PATCH", `/api/projects/${leadId}/status`, { status }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: COMPANY_LEADS_QUERY_KEY });
      toast.success("Status aktualisiert", { description: "Der Lead-Status wurde erfolgreich geändert" });
    },
    onError: () => toast.error("Fehler", { description: "Status konnte nicht aktualisiert werden" }),
  });
}
