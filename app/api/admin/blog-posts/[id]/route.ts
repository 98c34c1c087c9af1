// GET/PUT/PATCH/DELETE /api/admin/blog-posts/{id} – admin only: read, replace, (un)publish/feature or delete a post.
// Every change revalidates /blog, the article (old and new slug), the home teaser and the sitemap.
import { NextResponse } from "next/server";
import { revalidateBlogPages } from "@/lib/cache/revalidate-content";
import { BLOG_POST_NOT_FOUND, deletePost, getPostForAdmin, setPostStatus, updatePost } from "@/lib/data/admin-blog";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { blogPostInputSchema, blogPostStatusSchema } from "@/lib/validation/blog";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const params = z.object({ id: idParam(BLOG_POST_NOT_FOUND) });

export const GET = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params }) => privateJson({ post: await getPostForAdmin(params.id) }),
});

export const PUT = defineRoute({
  audience: "admin",
  params,
  body: blogPostInputSchema,
  handler: async ({ params, body, user }) => {
    const { post, previousSlug } = await updatePost(user, params.id, body);
    revalidateBlogPages([previousSlug, post.slug]);
    return NextResponse.json({ post });
  },
});

export const PATCH = defineRoute({
  audience: "admin",
  params,
  body: blogPostStatusSchema,
  handler: async ({ params, body, user }) => {
    const post = await setPostStatus(user, params.id, body);
    revalidateBlogPages([post.slug]);
    return NextResponse.json({ post });
  },
});

export const DELETE = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params, user }) => {
    const deleted = await deletePost(user, params.id);
    revalidateBlogPages([deleted.slug]);
    return NextResponse.json({ ok: true, deleted });
  },
});
