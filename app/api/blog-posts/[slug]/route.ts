// GET /api/blog-posts/{slug} – public: one published article with sanitised HTML; 404 "Artikel nicht gefunden".
import { NextResponse } from "next/server";
import { getPublishedPost } from "@/lib/data/blog";
import { BLOG_API_CACHE_CONTROL } from "@/lib/domain/blog";
import { NotFoundError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/route";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const ARTICLE_NOT_FOUND = "Artikel nicht gefunden";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ slug: tokenParam(ARTICLE_NOT_FOUND).min(1, ARTICLE_NOT_FOUND).max(255, ARTICLE_NOT_FOUND) }),
  handler: async ({ params }) => {
    const post = await getPublishedPost(params.slug);
    if (!post) throw new NotFoundError(ARTICLE_NOT_FOUND);
    return NextResponse.json(post, { headers: { "Cache-Control": BLOG_API_CACHE_CONTROL } });
  },
});
