// GET /server-sitemap.xml – sitemap of the published blog articles (database-driven part of the
// sitemap; the static part is written by next-sitemap after the build). Cached by proxies for 1 h.
import { getServerSideSitemap } from "next-sitemap";
import { listPublishedSlugs } from "@/lib/data/blog";
import { handleApiError } from "@/lib/http/api-error";
import { absoluteUrl } from "@/lib/seo/metadata";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const posts = await listPublishedSlugs();
    return getServerSideSitemap(
      posts.map((post) => ({
        loc: absoluteUrl(`/blog/${post.slug}`),
        lastmod: post.updatedAt.toISOString(),
        changefreq: "monthly" as const,
        priority: 0.6,
      })),
      { "Cache-Control": "public, s-maxage=3600, stale-while-revalidate=86400" },
    );
  } catch (error) {
    return handleApiError(error);
  }
}
