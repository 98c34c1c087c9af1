// GET /api/admin/blog-posts – every blog post including drafts (no content), newest first.
// POST /api/admin/blog-posts – creates a post (§5 form schema; content sanitised; 409 for a taken slug) and revalidates the blog.
import { NextResponse } from "next/server";
import { revalidateBlogPages } from "@/lib/cache/revalidate-content";
import { createPost, listPostsForAdmin } from "@/lib/data/admin-blog";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { blogPostInputSchema } from "@/lib/validation/blog";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ posts: await listPostsForAdmin() }),
});

export const POST = defineRoute({
  audience: "admin",
  body: blogPostInputSchema,
  handler: async ({ body, user }) => {
    const post = await createPost(body, user.id);
    revalidateBlogPages([post.slug]);
    return NextResponse.json({ post }, { status: 201 });
  },
});
