// GET /api/blog-posts – public: published articles (?published=true&category&search&limit 1–50) → BlogPostSummary[].
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
