"use client";
/** "Zurück / Seite x von y / Weiter" below the admin's inbox tables (issue 13 §5); nothing for a single page. */
import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";

export function InboxPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Seiten" className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" onClick={() => onPage(Math.max(1, page - 1))} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        Zurück
      </Button>
      <p className="text-sm" aria-live="polite">
        Seite {Math.min(page, pages)} von {pages}
      </p>
      <Button variant="outline" onClick={() => onPage(Math.min(pages, page + 1))} disabled={page >= pages}>
        Weiter
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
