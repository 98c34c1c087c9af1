import { expect, test } from "./support/fixtures";
import { BLOG_POST_SEEDS } from "../../lib/content/blog-posts";
import { queryRows } from "./support/db";

/** The Ratgeber as a visitor uses it: list, chips, search, an article and the not-found page. */

const kitchenPosts = BLOG_POST_SEEDS.filter((post) => post.category === "kueche");
/** Published articles in the database (other specs, e.g. the admin's, may have published more than the seeds). */
async function publishedCount(category?: string): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    "select count(*) from blog_posts where published and ($1::text is null or category = $1)",
    [category ?? null],
  );
  return Number(row!.count);
}
const hourlyRates = BLOG_POST_SEEDS.find((post) => post.slug === "handwerker-stundensaetze-wien")!;

test("the Ratgeber lists the seeded articles; chips and search filter them", async ({ page }) => {
  const [allCount, kitchenCount] = [await publishedCount(), await publishedCount("kueche")];
  expect(allCount).toBeGreaterThanOrEqual(BLOG_POST_SEEDS.length);
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Renovieren in Wien");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(allCount);
  await expect(page.getByRole("link", { name: hourlyRates.title })).toBeVisible();
  // Newest first; each card links to its article and shows date and reading time.
  const [newest] = await queryRows<{ slug: string }>(
    "select slug from blog_posts where published order by coalesce(published_at, created_at) desc limit 1",
  );
  await expect(cards.first().getByRole("link")).toHaveAttribute("href", `/blog/${newest!.slug}`);
  const hourlyCard = cards.filter({ has: page.getByRole("link", { name: hourlyRates.title }) });
  await expect(hourlyCard.getByRole("link")).toHaveAttribute("href", `/blog/${hourlyRates.slug}`);
  await expect(hourlyCard).toContainText("17. Dezember 2025");
  await expect(hourlyCard).toContainText(`${hourlyRates.readingTime} Min. Lesezeit`);

  await page.getByRole("button", { name: "Küche", exact: true }).click();
  await expect(cards).toHaveCount(kitchenCount);
  for (const post of kitchenPosts) await expect(page.getByRole("link", { name: post.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Küche", exact: true })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Alle", exact: true }).click();
  await expect(cards).toHaveCount(allCount);

  const search = page.getByRole("searchbox", { name: "Artikel durchsuchen" });
  await search.fill("stundensätze");
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("link", { name: hourlyRates.title })).toBeVisible();

  await search.fill("xyzqq nichts");
  await expect(page.getByText("Keine Artikel gefunden.")).toBeVisible();
  await expect(cards).toHaveCount(0);

  await page.getByRole("button", { name: "Suche leeren" }).click();
  await expect(cards).toHaveCount(allCount);
});

test("the newsletter box thanks the visitor without leaving the page", async ({ page }) => {
  await page.goto("/blog");
  await page.getByLabel("E-Mail-Adresse").fill("anna@example.at");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Danke! Der Newsletter startet in Kürze.")).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an article shows breadcrumb, date, content and related articles that lead to other articles", async ({
  page,
}) => {
  const post = BLOG_POST_SEEDS.find((p) => p.slug === "altbauwohnung-sanieren-mieter-eigentuemer")!;
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(post.metaTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

  const breadcrumb = page.getByRole("navigation", { name: "Brotkrümelnavigation" });
  await expect(breadcrumb.getByRole("link", { name: "Startseite" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Ratgeber" })).toHaveAttribute("href", "/blog");
  await expect(breadcrumb).toContainText(post.title);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.locator("article time").first()).toHaveText("21. Mai 2025");
  await expect(page.locator("article time").first()).toHaveAttribute("datetime", post.publishedAt);
  await expect(page.getByText("Wohnungsrenovierung", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Redaktion /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Teilen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Für Mieter: Anzeigen statt Fragen – § 9 MRG" })).toBeVisible();
  await expect(page.getByRole("link", { name: "kostenloses Anfrage-Formular" })).toHaveAttribute(
    "href",
    "/quiz/wohnungsrenovierung",
  );

  const related = page.getByRole("region", { name: "Das könnte Sie auch interessieren" });
  const links = related.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  expect(hrefs).not.toContain(`/blog/${post.slug}`);
  for (const href of hrefs) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);

  const firstTitle = (await links.first().textContent())!;
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
});

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("an article with tables does not scroll sideways", async ({ page }) => {
    await page.goto("/blog/handwerker-stundensaetze-wien");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("an article's bottom call to action leads to the quiz of its category", async ({ page }) => {
    await page.goto("/blog/altbauwohnung-sanieren-mieter-eigentuemer");
    const bar = page.locator("[data-mobile-cta]:visible").getByRole("link", { name: "Angebote anfordern" });
    await expect(bar).toHaveCount(1);
    await expect(bar).toHaveAttribute("href", "/quiz/wohnungsrenovierung");
    await expect(bar).toBeInViewport();
  });
});

test("an unknown article answers 404 'Artikel nicht gefunden' with a way back", async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedLoad(404, "/blog/gibt-es-nicht");
  const response = await page.goto("/blog/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Artikel nicht gefunden" })).toBeVisible();
  await page.getByRole("link", { name: "Zum Ratgeber" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
