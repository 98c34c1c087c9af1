/**
 * The service categories of the hero search and of the /quiz list's search field (public-side.md
 * §3 "Service category", §9 search scoring): one per service of the catalogue
 * (lib/content/service-catalog.ts, issue 17 §6), with its id (a choice leads to /quiz/{id}), German
 * title and keywords. Alias ids (badezimmer, komplette-wohnsanierung, …) are not categories of
 * their own: their words are keywords of the canonical service.
 */
import { SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import type { SearchCategory } from "@/lib/domain/search";

export const SEARCH_CATEGORIES: readonly SearchCategory[] = SERVICE_CATALOGUE.map(({ id, title, keywords }) => ({
  id,
  title,
  keywords,
}));
