import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Clock, PenLine } from "lucide-react";
import { BlogContent } from "@/components/blog/blog-content";
import { BlogCta, quizHrefForCategory } from "@/components/blog/blog-cta";
import { MobileCtaBar } from "@/components/layout/mobile-cta-bar";
import { BlogPostCard } from "@/components/blog/blog-post-card";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CategoryBadge } from "@/components/blog/category-badge";
import { ShareButton } from "@/components/blog/share-button";
import { JsonLd } from "@/components/seo/json-ld";
import { StaticImage } from "@/components/ui/static-image";
import { siteConfig } from "@/lib/config";
import { getPublishedPost, listRelatedPosts } from "@/lib/data/blog";
import { localImageUrl, postDate } from "@/lib/domain/blog";
import { blogPostingJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { formatViennaDateLong } from "@/lib/time/vienna";

/**
 * /blog/{slug} – one article. ISR: rendered on first request (no database at build time), cached for an hour;
 * an admin change revalidates the path.
 */
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

const loadPost = cache(async (slug: string) => (slug.length <= 255 ? getPublishedPost(slug) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) return { title: "Artikel nicht gefunden", robots: { index: false } };
  return pageMetadata({
    title: post.metaTitle ?? post.title,
    description: post.metaDescription ?? post.excerpt ?? post.title,
    path: `/blog/${post.slug}`,
    type: "article",
    image: localImageUrl(post) ?? undefined,
    publishedTime: postDate(post).toISOString(),
  });
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) notFound();
  // Only images served from public/ (next.config has no remote patterns); others are left out.
  const image = localImageUrl(post);
  const related = await listRelatedPosts(post.category, post.slug, 3);
  const path = `/blog/${post.slug}`;
  const date = postDate(post);

  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
          title: post.title,
          description: post.metaDescription ?? post.excerpt ?? post.title,
          path,
          image: image ?? undefined,
          datePublished: date.toISOString(),
          dateModified: post.updatedAt,
          tags: post.tags,
        })}
      />
      <article className="mx-auto w-full max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pt-10">
        <Breadcrumb
          items={[
            { name: "Startseite", path: "/" },
            { name: "Ratgeber", path: "/blog" },
            { name: post.title, path },
          ]}
        />
        <header className="mt-6">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            <CategoryBadge category={post.category} />
            <time dateTime={date.toISOString()}>{formatViennaDateLong(date)}</time>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {post.readingTime} Min. Lesezeit
            </span>
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-y py-3">
            <p className="inline-flex items-center gap-2 text-sm font-medium">
              <PenLine className="size-4 text-primary" aria-hidden="true" />
              Redaktion {siteConfig.name}
            </p>
            <ShareButton title={post.title} text={post.excerpt ?? undefined} />
          </div>
        </header>

        {image && (
          <div className="relative mt-8 aspect-video overflow-hidden rounded-2xl bg-muted">
            <StaticImage
              src={image}
              alt=""
              fill
              preload
              sizes="(min-width: 768px) 720px, 100vw"
              className="object-cover"
            />
          </div>
        )}

        {post.excerpt && (
          <p className="mt-8 text-lg leading-8 font-medium text-foreground/90 sm:text-xl">{post.excerpt}</p>
        )}

        <BlogContent html={post.content} className="mt-6" />

        {post.tags.length > 0 && (
          <div className="mt-10">
            <h2 className="sr-only">Schlagwörter</h2>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full border px-3 py-1 text-sm text-muted-foreground">
                  #{tag}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-12">
          <BlogCta category={post.category} />
        </div>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="below-fold border-t bg-muted/50">
          <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
            <h2 id="related-title" className="text-2xl font-bold tracking-tight">
              Das könnte Sie auch interessieren
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <BlogPostCard post={item} titleAs="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <MobileCtaBar href={quizHrefForCategory(post.category)} />
    </>
  );
}
