import { canonicalServiceId, catalogueService, SERVICE_CATALOGUE } from "@/lib/content/service-catalog";

/**
 * Order of the service list on /quiz. Source: public-side.md §2 (Quiz): these services first, in
 * this order; the rest follow in their original order.
 */
export const QUIZ_PRIORITY_ORDER = [
  "wohnungsrenovierung",
  "badrenovierung",
  "küchenrenovierung",
  "hausrenovierung",
  "hausbau",
  "abbruch",
] as const;

/** Stable sort: priority services first (in QUIZ_PRIORITY_ORDER), then the rest in input order. */
export function sortByQuizPriority<T extends { serviceType: string }>(items: readonly T[]): T[] {
  const rank = (serviceType: string) => {
    const index = (QUIZ_PRIORITY_ORDER as readonly string[]).indexOf(serviceType);
    return index === -1 ? QUIZ_PRIORITY_ORDER.length : index;
  };
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item.serviceType) - rank(b.item.serviceType) || a.position - b.position)
    .map(({ item }) => item);
}

/** A service as the /quiz list shows it (a catalogue entry, or an admin-made quiz outside the catalogue). */
export interface QuizListService {
  /** Quiz service id: the link goes to /quiz/{quizId}. */
  quizId: string;
  title: string;
  teaser: string | null;
  icon: string;
  category: string;
  /** "Most asked first" rank; services outside the catalogue come last. */
  popularity: number;
  keywords: readonly string[];
}

/** One category of the /quiz list with its services, most asked first. */
export interface QuizListCategory<C> {
  category: C;
  services: QuizListService[];
}

/** How many services the "Beliebte Projekte" row of /quiz shows: the spec's priority services. */
export const POPULAR_SERVICE_COUNT = QUIZ_PRIORITY_ORDER.length;

/**
 * The /quiz list (issue 17 §1): the most asked services first (the first POPULAR_SERVICE_COUNT by
 * rank, i.e. the spec's priority order), then each category with its services in the spec's
 * priority order followed by the rest by rank; categories without a service are left out.
 * `services` is what the catalogue offers among the active quizzes.
 */
export function quizListSections<C extends { id: string }>(
  services: readonly QuizListService[],
  categories: readonly C[],
): { popular: QuizListService[]; categories: QuizListCategory<C>[] } {
  const ranked = sortByQuizPriority(
    [...services]
      .sort((a, b) => a.popularity - b.popularity)
      .map((service) => ({ service, serviceType: service.quizId })),
  ).map(({ service }) => service);
  return {
    popular: ranked.slice(0, POPULAR_SERVICE_COUNT),
    categories: categories
      .map((category) => ({ category, services: ranked.filter((service) => service.category === category.id) }))
      .filter((entry) => entry.services.length > 0),
  };
}

/** "Markisen – Angebote einholen" → "Markisen": the name of an admin-made quiz without the seed suffix. */
export function quizListTitle(title: string): string {
  return title.replace(/\s*[–-]\s*Angebote einholen\s*$/u, "").trim() || title;
}

/**
 * The services of the /quiz list for the active quizzes (GET /api/quizzes): every catalogue service
 * whose quiz is active, and each active quiz outside the catalogue (made by the admin) under
 * "others" with its own title. Quizzes of alias ids (badezimmer, …) are not listed: their route
 * redirects to the canonical quiz.
 */
export function quizListServices(quizzes: readonly { serviceType: string; title: string }[]): QuizListService[] {
  const active = new Set(quizzes.map((quiz) => quiz.serviceType.normalize("NFC")));
  const fromCatalogue = SERVICE_CATALOGUE.filter((service) => active.has(service.quizId)).map(
    (service): QuizListService => ({
      quizId: service.quizId,
      title: service.title,
      teaser: service.teaser,
      icon: service.icon,
      category: service.category,
      popularity: service.popularity,
      keywords: service.keywords,
    }),
  );
  const outside = quizzes
    .filter((quiz) => canonicalServiceId(quiz.serviceType) === undefined && !catalogueService(quiz.serviceType))
    .map((quiz): QuizListService => ({
      quizId: quiz.serviceType,
      title: quizListTitle(quiz.title),
      teaser: null,
      icon: "wrench",
      category: "others",
      popularity: Number.MAX_SAFE_INTEGER,
      keywords: [],
    }));
  return [...fromCatalogue, ...outside];
}
