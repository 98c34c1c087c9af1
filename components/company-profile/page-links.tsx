/**
 * "Zurück / Seite x von y / Weiter" as plain links for server-rendered lists paged by URL; works without JavaScript.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

/**
 * @param href the URL of page n (page 1 without the parameter).
 * @param label the navigation's accessible name.
 */
export function PageLinks({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link href={href(page - 1)} prefetch={false} rel="prev">
            <ChevronLeft aria-hidden="true" />
            Zurück
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm tabular-nums">
        Seite {page} von {pages}
      </p>
      {page < pages ? (
        <Button asChild variant="outline">
          <Link href={href(page + 1)} prefetch={false} rel="next">
            Weiter
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
