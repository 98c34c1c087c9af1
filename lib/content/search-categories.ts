/**
 * The service categories of the hero search and the /quiz search field: one per catalogue service. Alias
 * ids are not categories of their own: their words are keywords of the canonical service.
 */
import { SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import type { SearchCategory } from "@/lib/domain/search";

export const SEARCH_CATEGORIES: readonly SearchCategory[] = SERVICE_CATALOGUE.map(({ id, title, keywords }) => ({
  id,
  title,
  keywords,
}));
