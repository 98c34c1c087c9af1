/**
 * Lists that scale: GET /api/admin/blog-posts is paged on the server with a search
 * (title, slug, #id) and a status filter (published, draft), newest first, with an exact total (no
 * silent cap; the list used to stop at 1,000 posts). 1,100 posts are inserted set-based and removed
 * afterwards (the public blog tests count the published posts); assertions use this run's marker.
 */
import { randomBytes } from "node:crypto";
import { GET as listBlogPosts } from "@/app/api/admin/blog-posts/route";
import { closeDb, getDb } from "@/lib/db";
import type { AdminBlogPostsPage } from "@/lib/domain/admin-blog";
import { createAdminAccount, createCompanyAccount } from "../support/auth";

const BASE = "http://localhost:3000";
const BULK = 1100;
/** Every 10th bulk post is published. */
const PUBLISHED = BULK / 10;
const tag = `blogliste${randomBytes(4).toString("hex")}`;
const base = Date.now() - 86_400_000;

let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let company: Awaited<ReturnType<typeof createCompanyAccount>>;

const get = (query: string, cookie?: string) =>
  listBlogPosts(new Request(`${BASE}/api/admin/blog-posts${query}`, { headers: cookie ? { cookie } : {} }));

async function list(query: string): Promise<AdminBlogPostsPage> {
  const response = await get(`?${query}`, admin.cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminBlogPostsPage;
}

beforeAll(async () => {
  admin = await createAdminAccount("blog-list-admin@example.at");
  company = await createCompanyAccount(`blog-list-${randomBytes(4).toString("hex")}@example.at`);
  // Post i: title "Artikel <tag> i", slug "<tag>-beitrag-i", created i minutes before `base` (1 is the newest).
  await getDb().$executeRaw`
    INSERT INTO blog_posts (title, slug, content, category, published, published_at, created_at, updated_at)
    SELECT 'Artikel ' || ${tag} || ' ' || i, ${tag} || '-beitrag-' || i, '<p>Text</p>', 'renovierung',
           i % 10 = 0, CASE WHEN i % 10 = 0 THEN timestamptz '2001-01-01' END,
           ${new Date(base)}::timestamptz - i * interval '1 minute', now()
    FROM generate_series(1, ${BULK}::int) AS i`;
});

afterAll(async () => {
  await getDb().blogPost.deleteMany({ where: { slug: { startsWith: `${tag}-` } } });
  await closeDb();
});

it("pages 1,100 posts newest first with the exact total; the oldest is on the last page (the old cap of 1,000 would fail)", async () => {
  const first = await list(`q=${tag}&pageSize=3`);
  expect(first).toMatchObject({ total: BULK, page: 1, pageSize: 3 });
  expect(first.posts.map((post) => post.slug)).toEqual([1, 2, 3].map((i) => `${tag}-beitrag-${i}`));
  const seen = new Set<number>();
  for (let page = 1; page <= 11; page += 1)
    for (const post of (await list(`q=${tag}&pageSize=100&page=${page}`)).posts) seen.add(post.id);
  expect(seen.size).toBe(BULK);
  const last = await list(`q=${tag}&pageSize=100&page=11`);
  expect(last.posts.at(-1)!.slug).toBe(`${tag}-beitrag-${BULK}`);
  expect((await list(`q=${tag}&pageSize=100&page=12`)).posts).toEqual([]);
  expect((await list("pageSize=1")).total).toBe(await getDb().blogPost.count());
});

it("defaults to page 1 of 25 with the summary fields only", async () => {
  const { page, pageSize, posts } = await list(`q=${tag}`);
  expect({ page, pageSize, rows: posts.length }).toEqual({ page: 1, pageSize: 25, rows: 25 });
  expect(Object.keys(posts[0]!).sort()).toEqual(
    ["id", "title", "slug", "category", "published", "featured", "publishedAt", "createdAt", "updatedAt"].sort(),
  );
});

it("filters published and draft posts", async () => {
  const published = await list(`q=${tag}&status=published&pageSize=2`);
  expect(published.total).toBe(PUBLISHED);
  expect(published.posts.map((post) => [post.slug, post.published])).toEqual([
    [`${tag}-beitrag-10`, true],
    [`${tag}-beitrag-20`, true],
  ]);
  expect((await list(`q=${tag}&status=draft&pageSize=1`)).total).toBe(BULK - PUBLISHED);
  expect((await list(`q=${tag}&status=all&pageSize=1`)).total).toBe(BULK);
  expect((await list(`q=${tag}&status=&pageSize=1`)).total).toBe(BULK);
});

it("searches the title or the slug in any case, and #id", async () => {
  expect(
    (await list(`q=${encodeURIComponent(`ARTIKEL ${tag.toUpperCase()} 1077`)}`)).posts.map((post) => post.slug),
  ).toEqual([`${tag}-beitrag-1077`]);
  expect((await list(`q=${tag}-beitrag-1042`)).posts.map((post) => post.title)).toEqual([`Artikel ${tag} 1042`]);
  const target = await getDb().blogPost.findUniqueOrThrow({
    where: { slug: `${tag}-beitrag-999` },
    select: { id: true },
  });
  expect((await list(`q=${encodeURIComponent(`#${target.id}`)}`)).posts.map((post) => post.id)).toEqual([target.id]);
  expect((await list(`q=${encodeURIComponent("#99999999999")}`)).total).toBe(0);
  expect((await list(`q=${tag}%25`)).total).toBe(0); // "%" is no wildcard
  expect((await list(`q=${tag}_beitrag`)).total).toBe(0); // nor "_"
});

it("answers 400 in German for a bad page, page size or status, 401 logged out and 403 for a company", async () => {
  for (const query of ["pageSize=0", "pageSize=101", "page=0", "page=x", "status=featured", `q=${"x".repeat(201)}`]) {
    const response = await get(`?${query}`, admin.cookie);
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { message: unknown }).message).toBe("string");
  }
  expect((await get("")).status).toBe(401);
  expect((await get("", company.cookie)).status).toBe(403);
});
