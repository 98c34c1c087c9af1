import { SITE_NOT_FOUND_METADATA, SiteNotFoundMessage } from "@/components/layout/not-found-message";

export const metadata = SITE_NOT_FOUND_METADATA;

/**
 * Last resort for a `notFound()` no route group catches. Deliberately without header and footer: this element is
 * part of every page's RSC payload.
 */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <SiteNotFoundMessage />
    </main>
  );
}
