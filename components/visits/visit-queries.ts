"use client";
/**
 * Site visits over HTTP: the company's visit of one lead (cookie session) and the project room's visits (the link
 * token is the auth), their query keys and the requests that change them. Every request throws ApiClientError
 * when not OK (German `serverMessage`, `fieldErrors` keyed "slots.N.date|time|durationMinutes" or "reason").
 */
import { useQuery } from "@tanstack/react-query";

import type { RoomSiteVisit, SiteVisitView, VisitSlotInput } from "@/lib/domain/site-visits";
import { apiRequest, getJson } from "@/lib/http/api-client";

/** Query keys; the company's key is under the leads key, so a lead change refetches the visit too. */
export const visitKeys = {
  company: (leadId: number) => ["/api/company/leads", "visit", leadId] as const,
  roomAll: ["room-visits"] as const,
  room: (token: string) => ["room-visits", token] as const,
};

const companyVisitPath = (leadId: number) => `/api/company/leads/${leadId}/visit`;

/** `/api/mein-projekt/{token}/visits`, optionally `/{visitId}/{action}`. */
export function roomVisitsPath(token: string, visitId?: number, action?: "book" | "request-others" | "cancel") {
  const base = `/api/mein-projekt/${encodeURIComponent(token)}/visits`;
  return visitId === undefined ? base : `${base}/${visitId}/${action}`;
}

/** The company's visit on `leadId`, null when none was proposed yet. */
export async function fetchCompanyVisit(leadId: number): Promise<SiteVisitView | null> {
  const answer = await getJson<{ visit?: SiteVisitView | null }>(companyVisitPath(leadId));
  return answer?.visit ?? null;
}

/** Proposes 1–3 slots (Vienna wall time); `reason` is required when the visit is booked (a move). */
export async function proposeVisitSlots(
  leadId: number,
  body: { slots: VisitSlotInput[]; reason?: string },
): Promise<SiteVisitView> {
  return (await apiRequest<{ visit: SiteVisitView }>("POST", companyVisitPath(leadId), body)).visit;
}

/** The company cancels its visit with a reason for the customer. */
export async function cancelCompanyVisit(leadId: number, reason: string): Promise<SiteVisitView> {
  return (await apiRequest<{ visit: SiteVisitView }>("POST", `${companyVisitPath(leadId)}/cancel`, { reason })).visit;
}

/** The room's visits: the latest one per matched company (may be cancelled). */
export async function fetchRoomVisits(token: string): Promise<RoomSiteVisit[]> {
  const answer = await getJson<{ visits?: RoomSiteVisit[] }>(roomVisitsPath(token));
  return answer?.visits ?? [];
}

/** What the room's visit actions answer: the changed visit and a German confirmation. */
export interface RoomVisitAnswer {
  visit: RoomSiteVisit;
  message?: string;
}

/** Books `slotId` (409 with a German message when the slot is gone). */
export function bookRoomVisit(
  token: string,
  visitId: number,
  booking: { slotId: number; address: string },
): Promise<RoomVisitAnswer> {
  return apiRequest<RoomVisitAnswer>("POST", roomVisitsPath(token, visitId, "book"), booking);
}

/** Asks for other times; on a booked visit that gives the booked time up ("Termin verschieben"). */
export function requestOtherVisitTimes(token: string, visitId: number, reason: string): Promise<RoomVisitAnswer> {
  return apiRequest<RoomVisitAnswer>("POST", roomVisitsPath(token, visitId, "request-others"), { reason });
}

/** The customer cancels the visit with a reason for the company. */
export function cancelRoomVisit(token: string, visitId: number, reason: string): Promise<RoomVisitAnswer> {
  return apiRequest<RoomVisitAnswer>("POST", roomVisitsPath(token, visitId, "cancel"), { reason });
}

/** The company's visit on one lead. */
export function useCompanyVisit(leadId: number) {
  return useQuery({ queryKey: visitKeys.company(leadId), queryFn: () => fetchCompanyVisit(leadId) });
}

/** The room's visits, refetched every 2 minutes while the room is open (the company may propose meanwhile). */
export function useRoomVisits(token: string) {
  return useQuery({
    queryKey: visitKeys.room(token),
    queryFn: () => fetchRoomVisits(token),
    refetchInterval: 2 * 60_000,
  });
}
