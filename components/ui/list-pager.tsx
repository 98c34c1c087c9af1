"use client";
/**
 * "Zurück / Seite x von y / Weiter" below a paged list. Nothing before the first answer or for a single page. The
 * buttons are type="button", so the pager also works in a form.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * @param page The requested page (1-based); shown at most as `pages`.
 * @param pages Number of pages (lib/domain/paging.ts `pageCount`).
 * @param total Matching items; undefined while loading.
 * @param label The navigation's accessible name (default "Seiten").
 */
export function ListPager({
  page,
  pages,
  total,
  onPage,
  label = "Seiten",
  size,
  className,
}: {
  page: number;
  pages: number;
  total: number | undefined;
  onPage: (page: number) => void;
  label?: string;
  size?: "sm";
  className?: string;
}) {
  if (total === undefined || pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-between gap-3", className)}>
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={() => onPage(Math.max(1, current - 1))}
        disabled={current <= 1}
      >
        <ChevronLeft aria-hidden="true" />
        Zurück
      </Button>
      <p className="text-sm tabular-nums" aria-live="polite">
        Seite {current} von {pages}
      </p>
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={() => onPage(Math.min(pages, current + 1))}
        disabled={current >= pages}
      >
        Weiter
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
