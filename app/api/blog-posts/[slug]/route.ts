// GET /api/blog-posts/{slug} – public: one published article with sanitised HTML; 404 "Artikel nicht gefunden".
import { NextResponse } from "next/server";
import { getPublishedPost } from "@/lib/data/blog";
import { BLOG_API_CACHE_CONTROL } from "@/lib/domain/blog";
import { NotFoundError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "public",
  handler: async ({ params }) => {
    const post = params.slug && params.slug.length <= 255 ? await getPublishedPost(params.slug) : null;
    if (!post) throw new NotFoundError("Artikel nicht gefunden");
    return NextResponse.json(post, { headers: { "Cache-Control": BLOG_API_CACHE_CONTROL } });
  },
});
