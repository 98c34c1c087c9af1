import { PageLoading } from "@/components/layout/page-loading";

/**
 * "Seite wird geladen..." (public-side.md §2) while this page renders on its first request
 * (ISR: it reads the database once, then it is served from the cache). Static public pages have no
 * loading boundary, so their prerendered HTML carries the content itself.
 */
export default function Loading() {
  return <PageLoading />;
}
