import { SITE_NOT_FOUND_METADATA, SiteNotFoundMessage } from "@/components/layout/not-found-message";

export const metadata = SITE_NOT_FOUND_METADATA;

/**
 * Last resort for a `notFound()` that no route group's own not-found page catches (none does
 * today: unknown addresses get `app/global-not-found.tsx`, the groups with `notFound()` calls have
 * their own not-found pages). Deliberately without the header and footer: this element is part of
 * every page's RSC payload, and the full shell here cost about 10 kB of HTML per page.
 */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <SiteNotFoundMessage />
    </main>
  );
}
