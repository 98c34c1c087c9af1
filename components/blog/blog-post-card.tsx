/**
 * Card of one article in a list; the whole card links to /blog/{slug}. No hooks, so it renders on the server and
 * inside client lists alike.
 */
import Link from "next/link";
import { Clock } from "lucide-react";
import { CategoryBadge } from "./category-badge";
import { StaticImage } from "@/components/ui/static-image";
import { localImageUrl, postDate, type BlogPostSummary } from "@/lib/domain/blog";
import { cn } from "@/lib/utils";
import { formatViennaDateLong } from "@/lib/time/vienna";

/** Heading level of the card title, so lists fit the page's heading order. */
type TitleTag = "h2" | "h3";

export function BlogPostCard({
  post,
  titleAs: Title = "h2",
  className,
  eager = false,
}: {
  post: BlogPostSummary;
  titleAs?: TitleTag;
  className?: string;
  /** Load the image at once with high priority (cards in the first row, the likely LCP). */
  eager?: boolean;
}) {
  const date = postDate(post);
  const image = localImageUrl(post);
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring",
        className,
      )}
    >
      <div className="relative aspect-video overflow-hidden bg-muted">
        {image && (
          <StaticImage
            src={image}
            alt=""
            fill
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : "auto"}
            className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <CategoryBadge category={post.category} />
          <time dateTime={date.toISOString()}>{formatViennaDateLong(date)}</time>
        </div>
        <Title className="mt-3 text-lg leading-snug font-semibold text-balance">
          <Link
            prefetch={false}
            href={`/blog/${post.slug}`}
            className="outline-none after:absolute after:inset-0 hover:text-primary focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Title>
        {post.excerpt && <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>}
        <p className="mt-auto flex items-center gap-1.5 pt-4 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {post.readingTime} Min. Lesezeit
        </p>
      </div>
    </article>
  );
}

/** Placeholder of a card while the list loads. */
export function BlogPostCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border bg-card" aria-hidden="true">
      <div className="aspect-video animate-pulse bg-accent" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 animate-pulse rounded bg-accent" />
        <div className="h-5 w-5/6 animate-pulse rounded bg-accent" />
        <div className="h-4 w-full animate-pulse rounded bg-accent" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-accent" />
      </div>
    </div>
  );
}
