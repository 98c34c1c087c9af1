import { expect, test } from "./fixtures";

test("an unknown route answers 404 inside the site's header and footer", async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedLoad(404, "/gibt-es/nicht");
  const response = await page.goto("/gibt-es/nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Datenschutz");
});

test("the ASCII spelling of an umlaut service redirects to its quiz", async ({ page }) => {
  await page.goto("/quiz/kuechenrenovierung");
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe("/quiz/küchenrenovierung");
  await expect(page.getByText(/Schritt 1 von \d+/)).toBeVisible();
});

test("the /quiz list leads to a quiz, priority services first", async ({ page }) => {
  await page.goto("/quiz");
  const links = page.getByRole("main").getByRole("listitem").getByRole("link");
  await expect(links.first()).toContainText("Wohnungsrenovierung");
  await expect(links.nth(1)).toContainText("Badrenovierung");
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/quiz\/badrenovierung$/);
});

test("the mobile drawer closes when a link is chosen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/quiz");
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Firmen Login" })).toBeVisible();
  await drawer.getByRole("link", { name: "Angebote anfordern" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("robots.txt and the sitemaps list services, price pages and published articles", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toMatch(/Sitemap: .*\/server-sitemap\.xml/);
  expect(robots).toContain("Disallow: /api/");

  const index = await (await request.get("/sitemap.xml")).text();
  const staticSitemapUrl = index.match(/<loc>([^<]*sitemap-0\.xml)<\/loc>/)?.[1];
  expect(staticSitemapUrl).toBeTruthy();
  const staticSitemap = await (await request.get(new URL(staticSitemapUrl!).pathname)).text();
  for (const path of ["/maler</loc>", "/k%C3%BCchenrenovierung</loc>", "/preisleitfaden/badrenovierung</loc>", "/blog</loc>"]) {
    expect(staticSitemap).toContain(path);
  }
  expect(staticSitemap).not.toContain("/danke<");

  const articles = await (await request.get("/server-sitemap.xml")).text();
  expect(articles.match(/\/blog\/[a-z0-9-]+<\/loc>/g)?.length).toBeGreaterThanOrEqual(8);
});
