// GET /server-sitemap.xml – public: the database-driven sitemap (published articles, /firmen, company profiles).
// Cached by proxies for 1 h.
import { getServerSideSitemap } from "next-sitemap";
import { listPublishedSlugs } from "@/lib/data/blog";
import { listProfileSitemapEntries } from "@/lib/data/company-profiles";
import { companyProfilePath } from "@/lib/domain/company-slug";
import { handleApiError } from "@/lib/http/api-error";
import { absoluteUrl } from "@/lib/seo/metadata";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const [posts, companies] = await Promise.all([listPublishedSlugs(), listProfileSitemapEntries()]);
    return getServerSideSitemap(
      [
        ...posts.map((post) => ({
          loc: absoluteUrl(`/blog/${post.slug}`),
          lastmod: post.updatedAt.toISOString(),
          changefreq: "monthly" as const,
          priority: 0.6,
        })),
        { loc: absoluteUrl("/firmen"), changefreq: "daily" as const, priority: 0.6 },
        ...companies.map((company) => ({
          loc: absoluteUrl(companyProfilePath(company)),
          lastmod: company.lastModified.toISOString(),
          changefreq: "weekly" as const,
          priority: 0.5,
        })),
      ],
      { "Cache-Control": "public, s-maxage=3600, stale-while-revalidate=86400" },
    );
  } catch (error) {
    return handleApiError(error);
  }
}
