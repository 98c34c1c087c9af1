/**
 * Admin blog-post APIs against the run's database (GET/POST /api/admin/blog-posts,
 * GET/PUT/PATCH/DELETE …/{id}): taken slugs (409), HTML sanitised when saved, drafts never served
 * publicly until published, publishedAt set once, and the paths revalidated after each change.
 */
import {
  DELETE as deleteBlogPost,
  GET as getBlogPost,
  PATCH as patchBlogPost,
  PUT as putBlogPost,
} from "@/app/api/admin/blog-posts/[id]/route";
import { GET as listBlogPosts, POST as postBlogPost } from "@/app/api/admin/blog-posts/route";
import { GET as sitemap } from "@/app/server-sitemap.xml/route";
import { getDb } from "@/lib/db";
import type { AdminBlogPost, AdminBlogPostSummary } from "@/lib/domain/admin-content";
import { BLOG_POST_MESSAGES } from "@/lib/validation/blog";
import { apiRequest } from "../support/http";
import {
  LONG_TEXT,
  PREFIX,
  admin,
  asAdmin,
  call,
  createPost,
  ctx,
  postBody,
  publicPostStatus,
  publicSlugs,
  revalidated,
  revalidatedPaths,
  setUpAdminContent,
} from "../support/admin-content";

jest.mock("next/cache", () => ({
  ...jest.requireActual("next/cache"),
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
}));

setUpAdminContent("content-blog");

// -------------------------------------------------------------------------------------------------
// Blog posts
// -------------------------------------------------------------------------------------------------

describe("blog posts", () => {
  const BLOG_PATHS = ["/(public)/blog/[slug]|page", "/blog", "/", "/api/blog-posts", "/server-sitemap.xml"];

  it("POST stores a draft with sanitised HTML, the author and no publishedAt; GET lists drafts", async () => {
    const slug = `${PREFIX}-entwurf`;
    const content = [
      `<h2 onclick="alert(1)">Kosten</h2>`,
      `<p onmouseover="steal()">${LONG_TEXT}<script>alert("xss")</script></p>`,
      `<p><a href="javascript:alert(1)">Link</a> <a href="https://example.com" onclick="x()">extern</a></p>`,
      `<img src="/images/blog/a.webp" onerror="alert(1)" alt="Bad"><iframe src="https://evil.example"></iframe>`,
      `<style>body{display:none}</style><p style="color:red">${LONG_TEXT}</p>`,
    ].join("");
    const { status, body } = await call<{ post: AdminBlogPost }>(
      postBlogPost(
        apiRequest("POST", "/x", asAdmin({ body: postBody(slug, { content, tags: [" Bad ", "Bad", ""] }) })),
      ),
    );
    expect(status).toBe(201);
    const saved = body.post;
    for (const unsafe of [
      "<script",
      "alert(",
      "onclick",
      "onmouseover",
      "onerror",
      "javascript:",
      "<iframe",
      "<style",
      "style=",
    ]) {
      expect(saved.content).not.toContain(unsafe);
    }
    expect(saved.content).toContain("<h2>Kosten</h2>");
    expect(saved.content).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">extern</a>',
    );
    expect(saved).toMatchObject({
      slug,
      published: false,
      featured: false,
      publishedAt: null,
      tags: ["Bad"],
      metaTitle: null,
      metaDescription: null,
    });

    const row = await getDb().blogPost.findUniqueOrThrow({ where: { slug } });
    expect(row.content).toBe(saved.content);
    expect(row.authorId).toBe(admin.userId);
    expect(revalidatedPaths()).toEqual(expect.arrayContaining([`/blog/${slug}`, ...BLOG_PATHS]));

    const list = await call<{ posts: AdminBlogPostSummary[] }>(
      listBlogPosts(apiRequest("GET", `/x?q=${slug}`, asAdmin())),
    );
    expect(list.status).toBe(200);
    const listed = list.body.posts.find((post) => post.slug === slug)!;
    expect(listed).toMatchObject({ published: false, title: `Testartikel ${slug}`, category: "badezimmer" });
    expect(Object.keys(listed).sort()).toEqual(
      ["id", "title", "slug", "category", "published", "featured", "publishedAt", "createdAt", "updatedAt"].sort(),
    );

    const one = await call<{ post: AdminBlogPost }>(getBlogPost(apiRequest("GET", "/x", asAdmin()), ctx(saved.id)));
    expect(one.body.post).toEqual(saved);
  });

  it("a draft is not served by the public API or the sitemap until it is published; publishedAt is set once", async () => {
    const slug = `${PREFIX}-veroeffentlichen`;
    const post = await createPost(slug, { title: "Zauberwort Quasselstrippe im Titel" });
    expect((await publicSlugs("search=Quasselstrippe")).map((p) => p.slug)).not.toContain(slug);
    expect(await publicPostStatus(slug)).toBe(404);
    expect(await (await sitemap()).text()).not.toContain(slug);

    revalidated.mockClear();
    const published = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: true } })), ctx(post.id)),
    );
    expect(published.status).toBe(200);
    expect(published.body.post.published).toBe(true);
    const firstPublishedAt = published.body.post.publishedAt!;
    expect(Date.now() - new Date(firstPublishedAt).getTime()).toBeLessThan(60_000);
    expect(revalidatedPaths()).toEqual(expect.arrayContaining([`/blog/${slug}`, ...BLOG_PATHS]));
    expect((await publicSlugs("search=Quasselstrippe")).map((p) => p.slug)).toEqual([slug]);
    expect(await publicPostStatus(slug)).toBe(200);
    expect(await (await sitemap()).text()).toContain(`/blog/${slug}</loc>`);

    const unpublished = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: false } })), ctx(post.id)),
    );
    expect(unpublished.body.post).toMatchObject({ published: false, publishedAt: firstPublishedAt });
    expect(await publicPostStatus(slug)).toBe(404);
    expect((await publicSlugs("search=Quasselstrippe")).map((p) => p.slug)).toEqual([]);

    const again = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: true } })), ctx(post.id)),
    );
    expect(again.body.post).toMatchObject({ published: true, publishedAt: firstPublishedAt });
  });

  it("PATCH features and unfeatures a post; bad bodies answer 400, unknown ids 404", async () => {
    const post = await createPost(`${PREFIX}-hervorheben`, { published: true });
    expect(post.publishedAt).not.toBeNull();
    const featured = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { featured: true } })), ctx(post.id)),
    );
    expect(featured.body.post).toMatchObject({ featured: true, published: true, publishedAt: post.publishedAt });
    expect((await publicSlugs("search=hervorheben")).find((p) => p.slug === post.slug)).toMatchObject({
      featured: true,
    });
    const plain = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { featured: false } })), ctx(post.id)),
    );
    expect(plain.body.post.featured).toBe(false);

    const empty = await call<{ errors: Record<string, string> }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: {} })), ctx(post.id)),
    );
    expect(empty.status).toBe(400);
    expect(Object.values(empty.body.errors)).toContain(BLOG_POST_MESSAGES.statusEmpty);
    const wrongType = await call<{ errors: Record<string, string> }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: "ja" } })), ctx(post.id)),
    );
    expect(wrongType).toMatchObject({ status: 400, body: { errors: { published: BLOG_POST_MESSAGES.flagInvalid } } });
    const extra = await patchBlogPost(
      apiRequest("PATCH", "/x", asAdmin({ body: { published: false, title: "Neu" } })),
      ctx(post.id),
    );
    expect(extra.status).toBe(400);
    const malformed = await patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: "{published" })), ctx(post.id));
    expect(malformed.status).toBe(400);
    expect(await getDb().blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      published: true,
      featured: false,
      title: post.title,
    });

    for (const id of ["999999999", "abc", "0"]) {
      const unknown = await call<{ message: string }>(
        patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: true } })), ctx(id)),
      );
      expect(unknown).toEqual({ status: 404, body: { message: "Artikel nicht gefunden" } });
    }
  });

  it("POST answers 400 with the §5 messages, 400 for malformed JSON, 413 when oversize, and writes nothing", async () => {
    const invalid = await call<{ errors: Record<string, string> }>(
      postBlogPost(
        apiRequest(
          "POST",
          "/x",
          asAdmin({
            body: postBody("Ungültig Slug", {
              title: "Bad",
              excerpt: "zu kurz",
              content: "<p>kurz</p>",
              imageUrl: "kein-bild",
              category: "",
              readingTime: 0,
            }),
          }),
        ),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      title: BLOG_POST_MESSAGES.titleMin,
      slug: BLOG_POST_MESSAGES.slugFormat,
      excerpt: BLOG_POST_MESSAGES.excerptMin,
      content: BLOG_POST_MESSAGES.contentMin,
      imageUrl: "Ungültige Bild-URL",
      category: BLOG_POST_MESSAGES.categoryRequired,
      readingTime: BLOG_POST_MESSAGES.readingTimeMin,
    });

    // Long enough as typed, but too short once the script is removed.
    const scriptOnly = await call<{ errors: Record<string, string> }>(
      postBlogPost(
        apiRequest(
          "POST",
          "/x",
          asAdmin({
            body: postBody(`${PREFIX}-nur-skript`, { content: `<p>Hallo</p><script>${"x".repeat(200)}</script>` }),
          }),
        ),
      ),
    );
    expect(scriptOnly).toMatchObject({ status: 400, body: { errors: { content: BLOG_POST_MESSAGES.contentMin } } });

    const malformed = await postBlogPost(apiRequest("POST", "/x", asAdmin({ body: "not json" })));
    expect(malformed.status).toBe(400);
    const oversize = await postBlogPost(
      apiRequest(
        "POST",
        "/x",
        asAdmin({ body: JSON.stringify(postBody(`${PREFIX}-riesig`, { content: "x".repeat(65 * 1024) })) }),
      ),
    );
    expect(oversize.status).toBe(413);
    expect(
      await getDb().blogPost.count({ where: { slug: { in: [`${PREFIX}-nur-skript`, `${PREFIX}-riesig`] } } }),
    ).toBe(0);
    expect(revalidated).not.toHaveBeenCalled();
  });

  it("POST and PUT answer 409 with a German message for a slug that is taken", async () => {
    const first = await createPost(`${PREFIX}-vergeben`);
    const second = await createPost(`${PREFIX}-zweiter`);
    const conflict = await call<{ message: string; errors: Record<string, string> }>(
      postBlogPost(
        apiRequest("POST", "/x", asAdmin({ body: postBody(`${PREFIX}-vergeben`, { title: "Ein anderer Artikel" }) })),
      ),
    );
    expect(conflict).toEqual({
      status: 409,
      body: { message: BLOG_POST_MESSAGES.slugTaken, errors: { slug: BLOG_POST_MESSAGES.slugTaken } },
    });
    expect(BLOG_POST_MESSAGES.slugTaken).toBe("Dieser Slug wird bereits von einem anderen Artikel verwendet");

    const putConflict = await call<{ message: string }>(
      putBlogPost(apiRequest("PUT", "/x", asAdmin({ body: postBody(first.slug) })), ctx(second.id)),
    );
    expect(putConflict.status).toBe(409);
    expect(await getDb().blogPost.count({ where: { slug: first.slug } })).toBe(1);
    expect((await getDb().blogPost.findUniqueOrThrow({ where: { id: second.id } })).slug).toBe(second.slug);
  });

  it("PUT replaces a post, sanitises it, sets publishedAt when it publishes, and revalidates the old and the new slug", async () => {
    const post = await createPost(`${PREFIX}-alt`);
    const { status, body } = await call<{ post: AdminBlogPost }>(
      putBlogPost(
        apiRequest(
          "PUT",
          "/x",
          asAdmin({
            body: postBody(`${PREFIX}-neu`, {
              title: "Neuer Titel des Artikels",
              content: `<p onclick="x()">${LONG_TEXT.repeat(2)}</p><script>alert(1)</script>`,
              published: true,
              featured: true,
              category: "kosten",
              metaTitle: "Meta",
              imageUrl: "https://example.com/bild.jpg",
            }),
          }),
        ),
        ctx(post.id),
      ),
    );
    expect(status).toBe(200);
    expect(body.post).toMatchObject({
      slug: `${PREFIX}-neu`,
      title: "Neuer Titel des Artikels",
      published: true,
      featured: true,
      category: "kosten",
      metaTitle: "Meta",
      imageUrl: "https://example.com/bild.jpg",
    });
    expect(body.post.content).toBe(`<p>${LONG_TEXT.repeat(2)}</p>`);
    expect(body.post.publishedAt).not.toBeNull();
    expect(revalidatedPaths()).toEqual(
      expect.arrayContaining([`/blog/${PREFIX}-alt`, `/blog/${PREFIX}-neu`, ...BLOG_PATHS]),
    );
    expect(await publicPostStatus(`${PREFIX}-alt`)).toBe(404);
    expect(await publicPostStatus(`${PREFIX}-neu`)).toBe(200);

    const invalid = await putBlogPost(
      apiRequest("PUT", "/x", asAdmin({ body: postBody(`${PREFIX}-neu`, { excerpt: "" }) })),
      ctx(post.id),
    );
    expect(invalid.status).toBe(400);
    const unknown = await call<{ message: string }>(
      putBlogPost(apiRequest("PUT", "/x", asAdmin({ body: postBody(`${PREFIX}-nie`) })), ctx(999999999)),
    );
    expect(unknown).toEqual({ status: 404, body: { message: "Artikel nicht gefunden" } });
    expect(await getDb().blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      slug: `${PREFIX}-neu`,
      published: true,
    });
  });

  it("DELETE removes a post (public 404, revalidated); a second DELETE and unknown ids answer 404", async () => {
    const post = await createPost(`${PREFIX}-loeschen`, { published: true });
    expect(await publicPostStatus(post.slug)).toBe(200);
    revalidated.mockClear();
    const { status, body } = await call(deleteBlogPost(apiRequest("DELETE", "/x", asAdmin()), ctx(post.id)));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, deleted: { id: post.id, slug: post.slug } });
    expect(revalidatedPaths()).toEqual(expect.arrayContaining([`/blog/${post.slug}`, ...BLOG_PATHS]));
    expect(await publicPostStatus(post.slug)).toBe(404);
    expect(await getDb().blogPost.findUnique({ where: { id: post.id } })).toBeNull();

    const again = await call<{ message: string }>(deleteBlogPost(apiRequest("DELETE", "/x", asAdmin()), ctx(post.id)));
    expect(again).toEqual({ status: 404, body: { message: "Artikel nicht gefunden" } });
    const nonNumeric = await getBlogPost(apiRequest("GET", "/x", asAdmin()), ctx("x1"));
    expect(nonNumeric.status).toBe(404);
  });
});
