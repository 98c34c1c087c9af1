/** GET /server-sitemap.xml lists every published article and no draft (the company profiles: company-profiles.test.ts). */
import { GET } from "@/app/server-sitemap.xml/route";
import { BLOG_POST_SEEDS } from "@/lib/content/blog-posts";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { seed } from "@/prisma/seed";

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  await getDb().blogPost.upsert({
    where: { slug: "entwurf-sitemap-test" },
    create: {
      slug: "entwurf-sitemap-test",
      title: "Entwurf",
      content: "<p>x</p>",
      category: "tipps",
      published: false,
    },
    update: {},
  });
});

afterAll(async () => {
  await closeDb();
});

it("answers XML with one <loc> per published article", async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("xml");
  const xml = await response.text();
  for (const post of BLOG_POST_SEEDS) {
    expect(xml).toContain(`/blog/${post.slug}</loc>`);
  }
  expect(xml).not.toContain("entwurf-sitemap-test");
  expect(xml.match(/\/blog\/[^<]*<\/loc>/g)?.length).toBe(await getDb().blogPost.count({ where: { published: true } }));
});
