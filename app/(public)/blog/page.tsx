import type { Metadata } from "next";
import { BlogPostList } from "@/components/blog/blog-post-list";
import { NewsletterBox } from "@/components/blog/newsletter-box";
import { Providers } from "@/components/providers";
import { listPublishedPostsForPage } from "@/lib/data/blog";
import type { BlogPostSummary } from "@/lib/domain/blog";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Ratgeber: Renovieren in Wien – Kosten, Förderungen, Tipps",
  description:
    "Ratgeber für Wiener Mieter und Eigentümer: was Bad, Küche und Wohnungssanierung kosten, welche Förderungen es gibt und wie Sie Angebote richtig vergleichen.",
  path: "/blog",
});

/** Seconds an article list is served before it is rendered anew (admin changes revalidate /blog at once). */
export const revalidate = 60;

type InitialList = { posts: BlogPostSummary[]; renderedAt: number };

/**
 * All published posts with the time they were read (ms since the epoch), or undefined where the list must load in
 * the browser (during `next build` and when the database fails). Rendering the list on the server puts the first
 * card image in the HTML (LCP).
 */
async function loadInitialList(): Promise<InitialList | undefined> {
  const posts = await listPublishedPostsForPage({}, "/blog");
  return posts && { posts, renderedAt: Date.now() };
}

/**
 * /blog – article list: search and category chips query GET /api/blog-posts in the browser; the unfiltered list
 * comes with the HTML when it could be read.
 */
export default async function BlogPage() {
  const initialList = await loadInitialList();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Ratgeber</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Renovieren in Wien: Kosten, Förderungen und Tipps
        </h1>
        {/* Not on phones: there the first articles belong in the first screen. */}
        <p className="mt-3 hidden text-lg text-muted-foreground sm:block">
          Praxiswissen für Mieter und Eigentümer – von der Badsanierung bis zur Förderung der Stadt Wien.
        </p>
      </header>
      <div className="mt-6 sm:mt-8">
        {/* React Query only around the list, not in a blog layout that would bring it to every article. */}
        <Providers toasterAtOnce={false}>
          <BlogPostList initial={initialList} />
        </Providers>
      </div>
      <div className="mt-14">
        <NewsletterBox />
      </div>
    </div>
  );
}
