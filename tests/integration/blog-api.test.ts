/**
 * The blog API against a real, migrated and seeded PostgreSQL database:
 * GET /api/blog-posts (list, filters, limit, validation) and GET /api/blog-posts/{slug}.
 * Drafts and unsafe HTML are inserted directly with getDb() to prove they never reach a visitor.
 */
import { GET as getPost } from "@/app/api/blog-posts/[slug]/route";
import { GET as listPosts } from "@/app/api/blog-posts/route";
import { BLOG_POST_SEEDS } from "@/lib/content/blog-posts";
import { listRelatedPosts } from "@/lib/data/blog";
import { closeDb, getDb } from "@/lib/db";
import type { BlogPostDetail, BlogPostSummary } from "@/lib/domain/blog";
import { env } from "@/lib/env";
import { seed } from "@/prisma/seed";

const DRAFT_SLUG = "entwurf-geheimer-artikel";
const UNSAFE_SLUG = "test-artikel-mit-skript";
const OLD_SLUG = "test-artikel-ohne-datum";

async function list(query = ""): Promise<Response> {
  return listPosts(new Request(`http://localhost:3000/api/blog-posts${query}`));
}

async function listJson(query = ""): Promise<BlogPostSummary[]> {
  const response = await list(query);
  expect(response.status).toBe(200);
  return (await response.json()) as BlogPostSummary[];
}

async function detail(slug: string): Promise<Response> {
  return getPost(new Request(`http://localhost:3000/api/blog-posts/${slug}`), { params: Promise.resolve({ slug }) });
}

const byDateDesc = (a: BlogPostSummary, b: BlogPostSummary) =>
  (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") || b.createdAt.localeCompare(a.createdAt);

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  const db = getDb();
  await db.blogPost.deleteMany({ where: { slug: { in: [DRAFT_SLUG, UNSAFE_SLUG, OLD_SLUG] } } });
  await db.blogPost.create({
    data: {
      slug: DRAFT_SLUG,
      title: "Entwurf: Badrenovierung Geheimtipp",
      excerpt: "Noch nicht veröffentlicht.",
      content: "<p>Entwurf</p>",
      category: "badezimmer",
      tags: ["Badrenovierung"],
      published: false,
      publishedAt: new Date("2025-12-31T08:00:00.000Z"),
    },
  });
});

afterAll(async () => {
  await getDb().blogPost.deleteMany({ where: { slug: { in: [DRAFT_SLUG, UNSAFE_SLUG, OLD_SLUG] } } });
  await closeDb();
});

describe("GET /api/blog-posts", () => {
  it("lists the published articles newest first with summary fields only", async () => {
    const response = await list("?published=true");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const posts = (await response.json()) as (BlogPostSummary & Record<string, unknown>)[];
    expect(posts).toHaveLength(BLOG_POST_SEEDS.length);
    expect(posts.map((p) => p.slug).sort()).toEqual(BLOG_POST_SEEDS.map((p) => p.slug).sort());
    expect([...posts].sort(byDateDesc)).toEqual(posts);
    expect(posts[0]).toMatchObject({
      slug: "handwerker-stundensaetze-wien",
      publishedAt: "2025-12-17T08:00:00.000Z",
      category: "kosten",
    });
    for (const post of posts) {
      expect(post).not.toHaveProperty("content");
      expect(post).not.toHaveProperty("published");
      expect(Object.keys(post).sort()).toEqual(
        [
          "id",
          "slug",
          "title",
          "excerpt",
          "imageUrl",
          "category",
          "tags",
          "readingTime",
          "featured",
          "publishedAt",
          "createdAt",
        ].sort(),
      );
    }
  });

  it("never lists a draft, also without the published parameter", async () => {
    for (const query of ["", "?published=true", "?search=Geheimtipp", "?category=badezimmer"]) {
      const slugs = (await listJson(query)).map((p) => p.slug);
      expect(slugs).not.toContain(DRAFT_SLUG);
    }
  });

  it("answers published=false with 400 instead of exposing drafts", async () => {
    const response = await list("?published=false");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/nur veröffentlichte Artikel/);
  });

  it("filters by exact category; 'all' and an empty value mean no filter", async () => {
    const kitchen = await listJson("?published=true&category=kueche");
    expect(kitchen.length).toBe(BLOG_POST_SEEDS.filter((p) => p.category === "kueche").length);
    expect(kitchen.every((p) => p.category === "kueche")).toBe(true);
    expect(await listJson("?category=kuech")).toEqual([]);
    expect((await listJson("?category=all")).length).toBe(BLOG_POST_SEEDS.length);
    expect((await listJson("?category=")).length).toBe(BLOG_POST_SEEDS.length);
  });

  it("searches title, excerpt and tags case-insensitively", async () => {
    const byTitle = (await listJson("?search=BARRIEREFREIES")).map((p) => p.slug);
    expect(byTitle).toContain("barrierefreies-bad-foerderung-wien");

    // "Arbeiterkammer" is a tag (and not in any title) of the hourly-rates article.
    const byTag = (await listJson("?search=arbeiterkammer")).map((p) => p.slug);
    expect(byTag).toContain("handwerker-stundensaetze-wien");
    expect(BLOG_POST_SEEDS.find((p) => p.slug === "handwerker-stundensaetze-wien")!.title).not.toMatch(
      /arbeiterkammer/i,
    );

    // "Beschlagene Fenster" opens the excerpt of the moisture article (not its title or tags).
    const byExcerpt = (await listJson(`?search=${encodeURIComponent("beschlagene fenster")}`)).map((p) => p.slug);
    expect(byExcerpt).toEqual(["feuchtigkeit-schimmel-wohnung"]);

    // Words that appear only in an article's body are not searched.
    expect(await listJson(`?search=${encodeURIComponent("Salzausblühungen")}`)).toEqual([]);
    expect(await listJson("?search=Hygrometer")).toEqual([]);

    const combined = await listJson("?category=foerderung&search=bad");
    expect(combined.map((p) => p.slug)).toEqual(["barrierefreies-bad-foerderung-wien"]);
    expect(await listJson("?search=xyzqq-nichts")).toEqual([]);
  });

  it("treats LIKE wildcards in the search text literally", async () => {
    expect(await listJson("?search=%25")).toEqual([]);
    expect(await listJson("?search=_")).toEqual([]);
  });

  it("limits the list (1–50) and answers an invalid limit with 400 and a German message", async () => {
    const five = await listJson("?published=true&limit=5");
    expect(five).toHaveLength(5);
    expect(five).toEqual((await listJson("?published=true")).slice(0, 5));
    expect(await listJson("?limit=50")).toHaveLength(BLOG_POST_SEEDS.length);

    for (const bad of ["0", "51", "abc", "2.5", "-1", ""]) {
      const response = await list(`?limit=${bad}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.message).toBe("limit muss eine ganze Zahl zwischen 1 und 50 sein.");
      expect(body.errors.limit).toBe(body.message);
    }
  });

  it("rejects an overlong search text with 400", async () => {
    const response = await list(`?search=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
  });

  it("puts published posts without a date after dated ones", async () => {
    await getDb().blogPost.create({
      data: {
        slug: OLD_SLUG,
        title: "Ohne Datum",
        content: "<p>x</p>",
        category: "tipps",
        published: true,
        publishedAt: null,
      },
    });
    try {
      const posts = await listJson();
      expect(posts.at(-1)?.slug).toBe(OLD_SLUG);
    } finally {
      await getDb().blogPost.delete({ where: { slug: OLD_SLUG } });
    }
  });

  it("shows the reading time computed from the text (200 words per minute), not the stored figure", async () => {
    // 1,001 words → 6 minutes; the stored column says 4, as on older articles.
    await getDb().blogPost.create({
      data: {
        slug: OLD_SLUG,
        title: "Lang",
        content: `<p>${"Wort ".repeat(1001)}</p>`,
        category: "tipps",
        readingTime: 4,
        published: true,
        publishedAt: null,
      },
    });
    try {
      expect((await listJson()).find((post) => post.slug === OLD_SLUG)?.readingTime).toBe(6);
      expect(((await (await detail(OLD_SLUG)).json()) as BlogPostDetail).readingTime).toBe(6);
      expect(
        (await listRelatedPosts("tipps", "gibt-es-nicht")).find((post) => post.slug === OLD_SLUG)?.readingTime,
      ).toBe(6);
    } finally {
      await getDb().blogPost.delete({ where: { slug: OLD_SLUG } });
    }
  });
});

describe("GET /api/blog-posts/{slug}", () => {
  it("answers a published article with its content and meta fields", async () => {
    const response = await detail("badrenovierung-wien-kosten-pro-m2");
    expect(response.status).toBe(200);
    const post = (await response.json()) as BlogPostDetail;
    const seedPost = BLOG_POST_SEEDS.find((p) => p.slug === "badrenovierung-wien-kosten-pro-m2")!;
    expect(post).toMatchObject({
      title: seedPost.title,
      category: "badezimmer",
      metaTitle: seedPost.metaTitle,
      metaDescription: seedPost.metaDescription,
      readingTime: seedPost.readingTime,
      featured: true,
      publishedAt: "2025-03-05T08:00:00.000Z",
    });
    expect(post.content).toContain("<h2>Kosten pro m² im Überblick</h2>");
    expect(post.content).toContain('rel="noopener noreferrer"');
  });

  it("answers 404 'Artikel nicht gefunden' for unknown slugs and drafts", async () => {
    for (const slug of ["gibt-es-nicht", DRAFT_SLUG, "x".repeat(300)]) {
      const response = await detail(slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Artikel nicht gefunden" });
    }
  });

  it("sanitises the content on read even if the stored row holds a script", async () => {
    await getDb().blogPost.create({
      data: {
        slug: UNSAFE_SLUG,
        title: "Unsicherer Inhalt",
        content:
          '<h2>Titel</h2><script>alert("xss")</script><p onclick="steal()">Text</p><a href="javascript:alert(1)">Link</a><img src="https://evil.example/x.png">',
        category: "tipps",
        published: true,
        publishedAt: new Date("2025-01-02T08:00:00.000Z"),
      },
    });
    const post = (await (await detail(UNSAFE_SLUG)).json()) as BlogPostDetail;
    expect(post.content).toContain("<h2>Titel</h2>");
    expect(post.content).toContain("<p>Text</p>");
    expect(post.content).not.toMatch(/script|onclick|javascript|evil/i);
  });
});

describe("listRelatedPosts", () => {
  it("returns up to 3 published posts of the same category without the article itself", async () => {
    const related = await listRelatedPosts("wohnungsrenovierung", "altbauwohnung-sanieren-mieter-eigentuemer");
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.every((p) => p.category === "wohnungsrenovierung")).toBe(true);
    expect(related.map((p) => p.slug)).not.toContain("altbauwohnung-sanieren-mieter-eigentuemer");

    const bathroom = await listRelatedPosts("badezimmer", "dusche-statt-badewanne-wien");
    expect(bathroom.map((p) => p.slug)).toEqual(["badrenovierung-wien-kosten-pro-m2"]); // the draft is left out
  });
});
