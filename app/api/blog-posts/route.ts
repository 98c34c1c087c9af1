// GET /api/blog-posts – published articles for /blog, the home teaser and related posts.
// Query: published=true (only published posts are ever served; "false" answers 400), category (exact),
// search (title, excerpt, tags; case-insensitive), limit (1–50, default 50). Answer: BlogPostSummary[].
import { NextResponse } from "next/server";
import { listPublishedPosts } from "@/lib/data/blog";
import { BLOG_API_CACHE_CONTROL } from "@/lib/domain/blog";
import { defineRoute } from "@/lib/http/route";
import { parseBlogListQuery } from "@/lib/validation/blog";

export const GET = defineRoute({
  audience: "public",
  handler: async ({ request }) =>
    NextResponse.json(await listPublishedPosts(parseBlogListQuery(new URL(request.url).searchParams)), {
      // Browsers and shared caches revalidate every time, so a published change shows at once.
      headers: { "Cache-Control": BLOG_API_CACHE_CONTROL },
    }),
});
