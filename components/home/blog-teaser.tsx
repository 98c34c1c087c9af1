/**
 * Guide teaser of the home page: the latest published posts, read on the server (no client JavaScript). Without posts
 * (none published, or unreadable during the build) a short note links to /blog instead of a loading text.
 */
import { ArrowRight, Newspaper } from "lucide-react";
import Link from "next/link";

import { BlogPostCard } from "@/components/blog/blog-post-card";
import { CategoryBadge } from "@/components/blog/category-badge";
import { Button } from "@/components/ui/button";
import { StaticImage } from "@/components/ui/static-image";
import { localImageUrl, postDate, type BlogPostSummary } from "@/lib/domain/blog";
import { formatViennaDateLong } from "@/lib/time/vienna";

import { SectionHeading } from "./section-heading";

const LARGE_CARDS = 3;
/** Posts the teaser shows (and the home page reads). */
export const HOME_TEASER_POSTS = 5;

/** @param posts newest first, or undefined when they could not be read. */
export function BlogTeaser({ posts }: { posts: BlogPostSummary[] | undefined }) {
  const shown = posts?.slice(0, HOME_TEASER_POSTS) ?? [];

  return (
    <section aria-labelledby="blog-teaser-title" className="below-fold py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="blog-teaser-title" eyebrow="Ratgeber" title="Tipps & Kosten rund ums Renovieren">
          Praxiswissen für Ihr Projekt in Wien: Preise, Förderungen und Planung.
        </SectionHeading>

        <div className="mt-12">
          {shown.length > 0 ? (
            <PostGrid posts={shown} />
          ) : (
            <p className="mx-auto max-w-xl rounded-xl border bg-muted/60 p-6 text-center text-muted-foreground">
              Die neuesten Artikel finden Sie in unserem Ratgeber.
            </p>
          )}
        </div>

        <div className="mt-10 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link prefetch={false} href="/blog">
              Alle Artikel anzeigen
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function PostGrid({ posts }: { posts: BlogPostSummary[] }) {
  const large = posts.slice(0, LARGE_CARDS);
  const small = posts.slice(LARGE_CARDS);
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {large.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} titleAs="h3" />
          </li>
        ))}
      </ul>
      {small.length > 0 && (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {small.map((post) => (
            <li key={post.id}>
              <SmallRow post={post} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function postHref(post: BlogPostSummary): string {
  return `/blog/${encodeURIComponent(post.slug)}`;
}

function PostImage({ post, sizes }: { post: BlogPostSummary; sizes: string }) {
  const src = localImageUrl(post);
  if (!src) {
    return (
      <div className="flex size-full items-center justify-center bg-linear-to-br from-blue-100 to-blue-200 text-primary">
        <Newspaper className="size-8" aria-hidden="true" />
      </div>
    );
  }
  return (
    <StaticImage
      src={src}
      alt=""
      fill
      sizes={sizes}
      className="object-cover transition-transform duration-300 group-hover:scale-105"
    />
  );
}

function PostMeta({ post }: { post: BlogPostSummary }) {
  const date = postDate(post);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <CategoryBadge category={post.category} />
      <time dateTime={date.toISOString()}>{formatViennaDateLong(date)}</time>
    </p>
  );
}

function SmallRow({ post }: { post: BlogPostSummary }) {
  return (
    <article className="group relative flex items-center gap-4 rounded-xl border bg-card p-3 shadow-xs transition-shadow hover:shadow-md">
      <div className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-24">
        <PostImage post={post} sizes="96px" />
      </div>
      <div className="min-w-0">
        <PostMeta post={post} />
        <h3 className="mt-1.5 font-semibold text-balance">
          <Link
            prefetch={false}
            href={postHref(post)}
            className="after:absolute after:inset-0 group-hover:text-primary"
          >
            {post.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}
