// GET /api/admin/blog-posts – admin only: one page of posts incl. drafts, without content → { posts, total, page,
// pageSize }; POST – creates a post (409 for a taken slug) and revalidates the blog.
import { NextResponse } from "next/server";
import { revalidateBlogPages } from "@/lib/cache/revalidate-content";
import { createPost, listPostsForAdmin } from "@/lib/data/admin-blog";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminBlogPostsQuerySchema, blogPostInputSchema } from "@/lib/validation/blog";

export const GET = defineRoute({
  audience: "admin",
  query: adminBlogPostsQuerySchema,
  handler: async ({ query }) => privateJson(await listPostsForAdmin(query)),
});

export const POST = defineRoute({
  audience: "admin",
  body: blogPostInputSchema,
  handler: async ({ body, user }) => {
    const post = await createPost(body, user);
    revalidateBlogPages([post.slug]);
    return NextResponse.json({ post }, { status: 201 });
  },
});
