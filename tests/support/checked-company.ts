/**
 * The standing of a company whose register checks and insurance passed (every catalogue service licensed,
 * insurance valid until 2099): spread into a company's create data where a test needs it to get leads.
 */
import { SERVICE_IDS } from "@/lib/content/service-catalog";

export const CHECKED_COMPANY: { licensedServices: string[]; insuranceValidUntil: Date } = {
  licensedServices: [...SERVICE_IDS],
  insuranceValidUntil: new Date("2099-12-31T00:00:00Z"),
};
