// GET /api/admin/blog-posts/{id} – one post with content, draft or published (404 "Artikel nicht gefunden").
// PUT /api/admin/blog-posts/{id} – replaces a post (§5 form schema; content sanitised; 409 for a taken slug).
// PATCH /api/admin/blog-posts/{id} – { published?, featured? }: publish/unpublish, feature/unfeature.
// DELETE /api/admin/blog-posts/{id} – deletes a post.
// Every change revalidates /blog, the article (old and new slug), the home teaser and the sitemap.
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { revalidateBlogPages } from "@/lib/cache/revalidate-content";
import { BLOG_POST_NOT_FOUND, deletePost, getPostForAdmin, setPostStatus, updatePost } from "@/lib/data/admin-blog";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { blogPostInputSchema, blogPostStatusSchema } from "@/lib/validation/blog";
import { idFromParam } from "@/lib/validation/id-param";
import { privateJson } from "@/lib/http/response";

type Context = { params: Promise<{ id: string }> };

const postId = async (context: Context) => idFromParam((await context.params).id, BLOG_POST_NOT_FOUND);

export async function GET(request: Request, context: Context) {
  try {
    await requireAdmin(request);
    return privateJson({ post: await getPostForAdmin(await postId(context)) });
  } catch (error) {
    return handleApiError(error);
  }
}

export async function PUT(request: Request, context: Context) {
  try {
    assertSameOrigin(request);
    await requireAdmin(request);
    const id = await postId(context);
    const input = blogPostInputSchema.parse(await readJsonBody(request));
    const { post, previousSlug } = await updatePost(id, input);
    revalidateBlogPages([previousSlug, post.slug]);
    return NextResponse.json({ post });
  } catch (error) {
    return handleApiError(error);
  }
}

export async function PATCH(request: Request, context: Context) {
  try {
    assertSameOrigin(request);
    await requireAdmin(request);
    const id = await postId(context);
    const status = blogPostStatusSchema.parse(await readJsonBody(request));
    const post = await setPostStatus(id, status);
    revalidateBlogPages([post.slug]);
    return NextResponse.json({ post });
  } catch (error) {
    return handleApiError(error);
  }
}

export async function DELETE(request: Request, context: Context) {
  try {
    assertSameOrigin(request);
    await requireAdmin(request);
    const deleted = await deletePost(await postId(context));
    revalidateBlogPages([deleted.slug]);
    return NextResponse.json({ ok: true, deleted });
  } catch (error) {
    return handleApiError(error);
  }
}
