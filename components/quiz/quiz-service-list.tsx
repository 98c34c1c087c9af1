"use client";
/**
 * Service list of /quiz: the catalogue's services among the active quizzes, with a search by title and keywords,
 * the most asked first, then the five categories. Compact rows on a phone, tiles from 640 px.
 */
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Search, X } from "lucide-react";
import Link from "next/link";
import { useId, useMemo, useState } from "react";

import { ServiceIcon } from "@/components/services/service-icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { SERVICE_CATEGORIES, servicePath } from "@/lib/content/service-catalog";
import { quizListSections, quizListServices, type QuizListService } from "@/lib/domain/quiz-order";
import {
  CONTAINS_MATCH_SCORE,
  MAX_SUGGESTIONS,
  MIN_QUERY_LENGTH,
  normalizeSearchText,
  searchCategories,
} from "@/lib/domain/search";
import { getJson } from "@/lib/http/api-client";
import { cn } from "@/lib/utils";

interface QuizListItem {
  id: number;
  serviceType: string;
  title: string;
  description: string | null;
}

/**
 * The services matching a search query, best first: every service whose title or a keyword equals
 * or contains the query (score ≥ 80); when there is none (a typo), the hero's up to 5 fuzzy matches.
 */
function searchServices(query: string, services: readonly QuizListService[]): QuizListService[] {
  const categories = services.map((service) => ({
    id: service.quizId,
    title: service.title,
    keywords: service.keywords,
    service,
  }));
  const results = searchCategories(query, categories, categories.length);
  const strong = results.filter((result) => result.score >= CONTAINS_MATCH_SCORE);
  return (strong.length > 0 ? strong : results.slice(0, MAX_SUGGESTIONS)).map((result) => result.category.service);
}

export function QuizServiceList() {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ["/api/quizzes"],
    queryFn: () => getJson<QuizListItem[]>("/api/quizzes"),
  });
  const [query, setQuery] = useState("");
  const searchId = useId();
  const services = useMemo(() => quizListServices(data ?? []), [data]);
  const sections = useMemo(() => quizListSections(services, SERVICE_CATEGORIES), [services]);
  const searching = normalizeSearchText(query).length >= MIN_QUERY_LENGTH;
  const results = useMemo(() => (searching ? searchServices(query, services) : []), [searching, query, services]);

  if (isPending) {
    return (
      <div
        role="status"
        aria-label="Services werden geladen"
        className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3"
      >
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-12 rounded-lg sm:h-14" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-6">
        <p className="font-medium">Die Services konnten nicht geladen werden.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-2 text-sm font-medium text-primary underline"
        >
          Erneut versuchen
        </button>
      </div>
    );
  }
  if (services.length === 0) return <p className="text-muted-foreground">Keine Services verfügbar.</p>;

  return (
    <div className="grid gap-8">
      <div role="search" className="max-w-md">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium">
          Service suchen
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="z. B. Maler, Fenster, Umzug"
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 pr-10 pl-9 text-base [&::-webkit-search-cancel-button]:appearance-none"
          />
          {query !== "" && (
            <button
              type="button"
              onClick={() => setQuery("")}
              aria-label="Suche löschen"
              className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <p aria-live="polite" className="sr-only">
          {searching ? (results.length === 1 ? "1 Service gefunden" : `${results.length} Services gefunden`) : ""}
        </p>
      </div>

      {searching ? (
        <section aria-labelledby={`${searchId}-results`}>
          <h2 id={`${searchId}-results`} className="mb-3 text-lg font-semibold">
            Passende Services
          </h2>
          {results.length > 0 ? (
            <ServiceTiles services={results} />
          ) : (
            <div className="rounded-xl border bg-muted/40 p-5">
              <p className="font-medium">Kein passender Service gefunden.</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Versuchen Sie ein anderes Wort oder wählen Sie aus allen Services.
              </p>
              <Button type="button" variant="outline" className="mt-3" onClick={() => setQuery("")}>
                Alle Services anzeigen
              </Button>
            </div>
          )}
        </section>
      ) : (
        <>
          <section aria-labelledby={`${searchId}-popular`}>
            <h2 id={`${searchId}-popular`} className="mb-3 text-lg font-semibold">
              Beliebte Projekte
            </h2>
            <ServiceTiles services={sections.popular} prominent />
          </section>
          {sections.categories.map(({ category, services: categoryServices }) => (
            <section key={category.id} aria-labelledby={`${searchId}-${category.id}`}>
              <h2 id={`${searchId}-${category.id}`} className="mb-3 flex items-center gap-2 text-lg font-semibold">
                <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <ServiceIcon name={category.icon} className="size-4" />
                </span>
                {category.label}
              </h2>
              <ServiceTiles services={categoryServices} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}

/**
 * Links to the services' quizzes: one compact row per service on phones (long German compounds do not fit half of
 * 360 px), tiles in 2–4 columns from 640 px. `prominent` ones are taller and always show their teaser.
 */
function ServiceTiles({ services, prominent = false }: { services: readonly QuizListService[]; prominent?: boolean }) {
  return (
    <ul
      className={cn(
        "grid sm:grid-cols-2 sm:gap-3 sm:divide-y-0 sm:overflow-visible sm:rounded-none sm:border-0",
        // Phones: one card with divided rows (about 44 px each); larger screens: separate tiles.
        prominent ? "gap-2" : "divide-y overflow-hidden rounded-lg border",
        "lg:grid-cols-3",
      )}
    >
      {services.map((service) => (
        <li key={service.quizId} className="min-w-0">
          <Link
            prefetch={false}
            href={servicePath("/quiz", service.quizId)}
            className={cn(
              "group flex h-full items-center gap-3 bg-card px-3 transition-colors hover:bg-primary/5 focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none focus-visible:ring-inset sm:rounded-lg sm:border sm:hover:border-primary",
              prominent
                ? "min-h-16 rounded-lg border py-2.5 hover:border-primary sm:p-4"
                : "min-h-11 py-1.5 sm:min-h-14 sm:py-2",
            )}
          >
            <span
              className={cn(
                "flex shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary",
                prominent ? "size-10" : "size-7 sm:size-8",
              )}
            >
              <ServiceIcon name={service.icon} className={prominent ? "size-5" : "size-4"} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block leading-tight font-semibold break-words">{service.title}</span>
              {service.teaser && (
                <span
                  className={cn(
                    "mt-0.5 truncate text-sm text-muted-foreground",
                    prominent ? "block" : "hidden sm:block",
                  )}
                >
                  {service.teaser}
                </span>
              )}
            </span>
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
