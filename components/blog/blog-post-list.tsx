"use client";
/**
 * Article list of /blog: debounced search, category chips and the cards from GET /api/blog-posts.
 * `initial` (rendered on the server at `renderedAt`, ms since the epoch) seeds the cache of the unfiltered URL;
 * when older than BLOG_LIST_FRESH_MS it is refetched in the background.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import { BlogPostCard, BlogPostCardSkeleton } from "./blog-post-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  BLOG_FILTER_CATEGORIES,
  blogListUrl,
  categoryLabel,
  type BlogFilterCategory,
  type BlogPostSummary,
} from "@/lib/domain/blog";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { getJson } from "@/lib/http/api-client";
import { cn } from "@/lib/utils";

/** Delay between the last keystroke and the search request. */
export const BLOG_SEARCH_DEBOUNCE_MS = 300;

function chipLabel(category: BlogFilterCategory): string {
  return category === "all" ? "Alle" : categoryLabel(category);
}

/** Age (ms) up to which a server-rendered list is shown without asking GET /api/blog-posts again. */
export const BLOG_LIST_FRESH_MS = 60_000;

const UNFILTERED_URL = blogListUrl("all", "");

export function BlogPostList({ initial }: { initial?: { posts: BlogPostSummary[]; renderedAt: number } }) {
  const searchId = useId();
  const [category, setCategory] = useState<BlogFilterCategory>("all");
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim(), BLOG_SEARCH_DEBOUNCE_MS);
  const url = blogListUrl(category, search);

  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: [url],
    queryFn: () => getJson<BlogPostSummary[]>(url),
    ...(initial && url === UNFILTERED_URL
      ? { initialData: initial.posts, initialDataUpdatedAt: initial.renderedAt, staleTime: BLOG_LIST_FRESH_MS }
      : {}),
    placeholderData: keepPreviousData,
  });

  return (
    <div>
      <div className="flex flex-col gap-4">
        <div className="relative max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            Artikel durchsuchen
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="z.B. Förderung, Fliesen, Küche"
            className="h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
            maxLength={100}
            autoComplete="off"
          />
          {searchText && (
            <button
              type="button"
              onClick={() => setSearchText("")}
              className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label="Suche leeren"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        {/* One row that scrolls sideways on phones (so the first articles stay in view), wrapped from 640 px. */}
        <div
          role="group"
          aria-label="Nach Kategorie filtern"
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        >
          {BLOG_FILTER_CATEGORIES.map((id) => {
            const active = id === category;
            return (
              <button
                key={id}
                type="button"
                aria-pressed={active}
                onClick={() => setCategory(id)}
                className={cn(
                  "inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none",
                  active
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-input bg-background text-foreground hover:border-primary hover:text-primary",
                )}
              >
                {chipLabel(id)}
              </button>
            );
          })}
        </div>
      </div>

      <div className="mt-6 sm:mt-8" aria-busy={isFetching}>
        {isPending ? (
          <div role="status" aria-label="Artikel werden geladen" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <BlogPostCardSkeleton key={index} />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-6">
            <p className="font-medium">Die Artikel konnten nicht geladen werden.</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.
            </p>
            <Button type="button" variant="outline" className="mt-4" onClick={() => void refetch()}>
              Erneut versuchen
            </Button>
          </div>
        ) : data.length === 0 ? (
          <div className="rounded-xl border border-dashed p-10 text-center">
            <p className="font-medium">Keine Artikel gefunden.</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Versuchen Sie einen anderen Suchbegriff oder eine andere Kategorie.
            </p>
          </div>
        ) : (
          <>
            <p className="sr-only" role="status">
              {data.length === 1 ? "1 Artikel gefunden" : `${data.length} Artikel gefunden`}
            </p>
            <ul
              className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", isFetching && "opacity-70 transition-opacity")}
            >
              {data.map((post, index) => (
                <li key={post.id}>
                  <BlogPostCard post={post} eager={index === 0} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
