import type { Metadata } from "next";
import { BlogPostList } from "@/components/blog/blog-post-list";
import { NewsletterBox } from "@/components/blog/newsletter-box";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Ratgeber: Renovieren in Wien – Kosten, Förderungen, Tipps",
  description:
    "Ratgeber für Wiener Mieter und Eigentümer: was Bad, Küche und Wohnungssanierung kosten, welche Förderungen es gibt und wie Sie Angebote richtig vergleichen.",
  path: "/blog",
});

/**
 * /blog – article list (public-side.md §2 "Blog"). Static shell; the list loads on the client from
 * GET /api/blog-posts, so the page needs no database at build time.
 */
export default function BlogPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Ratgeber</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Renovieren in Wien: Kosten, Förderungen und Tipps
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Praxiswissen für Mieter und Eigentümer – von der Badsanierung bis zur Förderung der Stadt Wien.
        </p>
      </header>
      <div className="mt-8">
        <BlogPostList />
      </div>
      <div className="mt-14">
        <NewsletterBox />
      </div>
    </div>
  );
}
