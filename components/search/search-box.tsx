"use client";
/**
 * Service search of the home hero, an ARIA combobox with up to 5 scored suggestions (lib/domain/search.ts) from 2
 * typed characters. Choosing a suggestion, "Suchen" or Enter opens /quiz/{id}; no or an unmatched query opens
 * /quiz/wohnungsrenovierung. On narrow screens focusing scrolls the box above the on-screen keyboard.
 */
import { Search, X } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { SEARCH_CATEGORIES } from "@/lib/content/search-categories";
import { servicePath } from "@/lib/content/service-catalog";
import {
  MIN_QUERY_LENGTH,
  resolveSearchTarget,
  searchCategories,
  suggestionLabel,
  type SearchCategory,
} from "@/lib/domain/search";
import { joinClasses } from "@/lib/join-classes";

/** Delay before the list closes after the input loses focus (spec: public-side §9). */
export const BLUR_CLOSE_DELAY_MS = 200;
/** Placeholder of the search input: short enough to show whole beside "Suchen" at 360 px. */
export const SEARCH_PLACEHOLDER = "z. B. Bad, Küche";
/** Widths up to this value count as mobile (spec: public-side §9). */
const MOBILE_QUERY = "(max-width: 768px)";

export interface SearchBoxProps {
  /** Categories to search (default: every service of the catalogue, lib/content/search-categories.ts). */
  categories?: readonly SearchCategory[];
  className?: string;
}

export function SearchBox({ categories = SEARCH_CATEGORIES, className }: SearchBoxProps) {
  const router = useRouter();
  const baseId = React.useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [query, setQuery] = React.useState("");
  const [open, setOpen] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(-1);

  const containerRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listboxRef = React.useRef<HTMLUListElement>(null);
  const blurTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const results = React.useMemo(
    () => (query.trim().length >= MIN_QUERY_LENGTH ? searchCategories(query, categories) : []),
    [query, categories],
  );
  const expanded = open && results.length > 0;

  const cancelBlurClose = () => clearTimeout(blurTimer.current);
  // No timer may fire after unmount (e.g. after navigating away).
  React.useEffect(() => () => clearTimeout(blurTimer.current), []);

  const close = React.useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);

  // Close on a pointer press outside the search box.
  React.useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded, close]);

  // Keep the active option visible inside the scrolling list.
  React.useEffect(() => {
    if (activeIndex < 0) return;
    const option = listboxRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    option?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex]);

  const goTo = (id: string) => {
    cancelBlurClose();
    close();
    router.push(servicePath("/quiz", id));
  };

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setActiveIndex(-1);
    setOpen(event.target.value.trim().length >= MIN_QUERY_LENGTH);
  };

  const onFocus = () => {
    cancelBlurClose();
    if (query.trim().length >= MIN_QUERY_LENGTH) setOpen(true);
    if (window.matchMedia?.(MOBILE_QUERY).matches) {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      containerRef.current?.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }
  };

  const onBlur = () => {
    cancelBlurClose();
    blurTimer.current = setTimeout(close, BLUR_CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (results.length === 0) return;
      event.preventDefault();
      const count = results.length;
      if (!expanded) {
        setOpen(true);
        setActiveIndex(event.key === "ArrowDown" ? 0 : count - 1);
        return;
      }
      setActiveIndex((index) => (event.key === "ArrowDown" ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      close();
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const active = expanded ? results[activeIndex] : undefined;
    goTo(active ? active.category.id : resolveSearchTarget(query, categories));
  };

  const clear = () => {
    setQuery("");
    close();
    inputRef.current?.focus();
  };

  return (
    <div ref={containerRef} className={joinClasses("relative w-full scroll-mt-20", className)}>
      <form
        role="search"
        aria-label="Service suchen"
        onSubmit={onSubmit}
        className="flex gap-2 rounded-xl bg-white p-2 shadow-lg"
      >
        <label htmlFor={inputId} className="sr-only">
          Service suchen
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={SEARCH_PLACEHOLDER}
            value={query}
            onChange={onChange}
            onFocus={onFocus}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            className={joinClasses(
              "h-12 w-full min-w-0 rounded-lg border border-input bg-background pl-10 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
              // Room for the clear button only while it is shown, so the placeholder keeps its width.
              query === "" ? "pr-3" : "pr-10",
            )}
          />
          {query !== "" && (
            <button
              type="button"
              onClick={clear}
              aria-label="Eingabe löschen"
              className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <Button type="submit" size="lg" className="h-12 px-4 sm:px-6">
          Suchen
        </Button>
      </form>

      <ul
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label="Vorschläge"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-80 overflow-y-auto rounded-xl border bg-popover p-1 text-left text-popover-foreground shadow-xl"
      >
        {expanded &&
          results.map(({ category }, index) => {
            const label = suggestionLabel(category);
            const active = index === activeIndex;
            return (
              <li
                key={category.id}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={active}
                // Keep the focus in the input so the blur timer does not run while choosing.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => goTo(category.id)}
                className={joinClasses(
                  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5",
                  active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60",
                )}
              >
                <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0">
                  <span className="block font-semibold">{label.title}</span>
                  {label.detail && <span className="block truncate text-sm text-muted-foreground">{label.detail}</span>}
                </span>
              </li>
            );
          })}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? `${results.length} ${results.length === 1 ? "Vorschlag" : "Vorschläge"} verfügbar` : ""}
      </p>
    </div>
  );
}
