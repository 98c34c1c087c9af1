// GET /api/admin/blog-posts – every blog post including drafts (no content), newest first.
// POST /api/admin/blog-posts – creates a post (§5 form schema; content sanitised; 409 for a taken slug) and revalidates the blog.
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { revalidateBlogPages } from "@/lib/cache/revalidate-content";
import { createPost, listPostsForAdmin } from "@/lib/data/admin-blog";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { blogPostInputSchema } from "@/lib/validation/blog";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    return privateJson({ posts: await listPostsForAdmin() });
  } catch (error) {
    return handleApiError(error);
  }
}

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const admin = await requireAdmin(request);
    const input = blogPostInputSchema.parse(await readJsonBody(request));
    const post = await createPost(input, admin.id);
    revalidateBlogPages([post.slug]);
    return NextResponse.json({ post }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
