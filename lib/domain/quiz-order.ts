import { canonicalServiceId, catalogueService, SERVICE_CATALOGUE } from "@/lib/content/service-catalog";

/** Services listed first on /quiz, in this order (spec: public-side §2). */
export const QUIZ_PRIORITY_ORDER = [
  "wohnungsrenovierung",
  "badrenovierung",
  "küchenrenovierung",
  "hausrenovierung",
  "hausbau",
  "abbruch",
] as const;

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

export interface QuizListService {
  quizId: string;
  title: string;
  teaser: string | null;
  icon: string;
  category: string;
  /** "Most asked first" rank; services outside the catalogue come last. */
  popularity: number;
  keywords: readonly string[];
}

export interface QuizListCategory<C> {
  category: C;
  services: QuizListService[];
}

export const POPULAR_SERVICE_COUNT = QUIZ_PRIORITY_ORDER.length;

/**
 * The /quiz list: the most asked services first, then each non-empty category with its services in
 * priority order, then the rest by rank.
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

export function quizListTitle(title: string): string {
  return title.replace(/\s*[–-]\s*Angebote einholen\s*$/u, "").trim() || title;
}

/**
 * The /quiz services: every catalogue service with an active quiz, and admin-made quizzes under "others".
 * Alias ids are left out: their route redirects to the canonical quiz.
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
