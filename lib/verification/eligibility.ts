/**
 * Whether a company may get a NEW lead for a service: its checked licences cover the service, its accepted
 * insurance is valid today and no failed check paused it. Existing assignments are never affected.
 * Plain and client-safe; the standing columns it reads are kept by lib/verification/standing.ts.
 */
import { canonicalServiceId, serviceName } from "@/lib/content/service-catalog";
import { formatIsoDay } from "@/lib/time/vienna";
import { requiredLicenceNames } from "@/lib/verification/licences";

/** The standing columns of a company (companies.licensed_services, insurance_valid_until, leads_paused_*). */
export interface LeadStanding {
  licensedServices: readonly string[] | null;
  /** ISO day, or null. */
  insuranceValidUntil: string | null;
  leadsPausedAt: Date | string | null;
}

/**
 * The German reason company `standing` may not get a new lead for `serviceType` on Vienna day `today`
 * ("YYYY-MM-DD"), or null when it may. Order: pause, licence, insurance.
 */
export function leadBlockReason(standing: LeadStanding, serviceType: string, today: string): string | null {
  if (standing.leadsPausedAt) return "Leads pausiert: eine Prüfung ist fehlgeschlagen (siehe Firmendetails).";
  const service = canonicalServiceId(serviceType) ?? serviceType;
  if (!(standing.licensedServices ?? []).includes(service)) {
    const needed = requiredLicenceNames(service);
    return `Keine geprüfte Gewerbeberechtigung für ${serviceName(service)}${needed.length > 0 ? ` (benötigt: ${needed.join(" oder ")})` : ""}.`;
  }
  if (!standing.insuranceValidUntil) return "Keine angenommene Haftpflichtversicherung.";
  if (standing.insuranceValidUntil < today)
    return `Haftpflichtversicherung abgelaufen am ${formatIsoDay(standing.insuranceValidUntil)}.`;
  return null;
}
