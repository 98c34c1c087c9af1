/**
 * Failing well: with the database unreachable (every connection cut,
 * tests/e2e/support/db-outage.ts), a page that needs it shows the German error page with the site's header,
 * "Erneut versuchen" and a way home, while static pages keep serving; once the database is back,
 * the same page works again without a restart.
 */
import { withDatabaseOutage } from "./support/db-outage";
import { queryRows } from "./support/db";
import { expect, test } from "./support/fixtures";

test("an article whose database is unreachable shows the German error page and recovers with 'Erneut versuchen'", async ({
  page,
  consoleGuard,
}) => {
  // A new article: never rendered before, so its first request has to query the database (ISR).
  const slug = `e2e-datenbank-ausfall-${Date.now()}`;
  const title = "Was tun, wenn die Datenbank schläft?";
  await queryRows(
    `insert into blog_posts (title, slug, excerpt, content, category, published, published_at)
     values ($1, $2, 'Kurzfassung', '<p>Ein Artikel für den Ausfalltest.</p>', 'tipps', true, now())`,
    [title, slug],
  );
  // Expected while the database is down: the browser logs the article's 500, and React reports the
  // server error its boundary caught (production text: "Minified React error #441").
  consoleGuard.allow(new RegExp(`Failed to load resource: the server responded with a status of 500 .*/blog/${slug}:`));
  consoleGuard.allow(/Minified React error #441;/);

  await withDatabaseOutage(async () => {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Da ist etwas schiefgelaufen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Zur Startseite", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    // The site's header and footer stay; nothing English from Next.
    await expect(page.getByRole("banner").getByRole("link", { name: /zur Startseite/ })).toHaveAttribute("href", "/");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByText(/Application error/i)).toHaveCount(0);
    await expect(page).toHaveTitle(/Fehler/);

    // Static pages keep serving.
    expect((await page.request.get("/impressum")).status()).toBe(200);
  });

  // The database is back: "Erneut versuchen" renders the article in place, no reload, no restart.
  await expect(async () => {
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const again = await page.goto(`/blog/${slug}`);
  expect(again?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // An unknown article is still the German 404, not the error page.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  const unknown = await page.goto(`/blog/${slug}-gibt-es-nicht`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("nicht gefunden");
});
