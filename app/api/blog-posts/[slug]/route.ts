// GET /api/blog-posts/{slug} – one published article with sanitised HTML content; 404 "Artikel nicht gefunden".
import { NextResponse } from "next/server";
import { getPublishedPost } from "@/lib/data/blog";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { BLOG_API_CACHE_CONTROL } from "@/lib/domain/blog";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, context: { params: Promise<{ slug: string }> }) {
  try {
    const { slug } = await context.params;
    const post = slug.length <= 255 ? await getPublishedPost(slug) : null;
    if (!post) throw new ApiError(404, "Artikel nicht gefunden");
    return NextResponse.json(post, { headers: { "Cache-Control": BLOG_API_CACHE_CONTROL } });
  } catch (error) {
    return handleApiError(error);
  }
}
