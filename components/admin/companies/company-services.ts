/** A company's services as text: German names of known service ids, other values as stored. */
import { serviceName } from "@/lib/content/service-catalog";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";

export function companyServicesText(services: readonly string[]): string {
  return services.length > 0 ? services.map((service) => serviceName(service)).join(", ") : EMPTY_VALUE;
}
