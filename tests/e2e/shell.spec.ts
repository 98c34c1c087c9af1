import { expect, test } from "./support/fixtures";

test("an unknown route answers 404 inside the site's header and footer", async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedLoad(404, "/gibt-es/nicht");
  const response = await page.goto("/gibt-es/nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Datenschutz");
});

test("a public page's notFound() shows the 404 once inside the site's header and footer", async ({
  page,
  consoleGuard,
}) => {
  const path = "/bewertungen/00000000-0000-0000-0000-000000000000/melden";
  consoleGuard.allowFailedLoad(404, path);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  // One shell: the (public) layout's; the 404 message must not bring a second header, main or footer.
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
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

test("a public page shows its content first and then starts its scripts, and still becomes interactive", async ({
  page,
  request,
}) => {
  // Served without parser-run framework scripts: inert tags the page's loader starts after the paint.
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
  expect(html).toMatch(/<script type="text\/plain" src="\/_next\/static\/[^"]+\.js" data-deferred-script="">/);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scriptStarts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstContentfulPaint).not.toBeNull();
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);

  // Hydrated: the menu button opens the drawer.
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Firmen Login" })).toBeVisible();
});

test("/favicon.ico, which browsers ask for on their own (e.g. on a streamed 404), is the site icon", async ({
  request,
}) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
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
  for (const path of [
    "/maler</loc>",
    "/k%C3%BCchenrenovierung</loc>",
    "/preisleitfaden/badrenovierung</loc>",
    "/blog</loc>",
  ]) {
    expect(staticSitemap).toContain(path);
  }
  expect(staticSitemap).not.toContain("/danke<");

  const articles = await (await request.get("/server-sitemap.xml")).text();
  expect(articles.match(/\/blog\/[a-z0-9-]+<\/loc>/g)?.length).toBeGreaterThanOrEqual(8);
});

test.describe("phone call to action", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  /** The bottom bar's link, if the bar is shown (the shell's or the page's own). */
  const bottomCta = (page: import("@playwright/test").Page) =>
    page.locator("[data-mobile-cta]:visible").getByRole("link", { name: "Angebote anfordern" });

  test("the header shows 'Angebote anfordern' beside the menu, and the bottom bar stays in view while scrolling", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Angebote anfordern" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeInViewport();
    await expect(bottomCta(page)).toHaveAttribute("href", "/quiz");
    await expect(bottomCta(page)).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(bottomCta(page)).toBeInViewport();

    // At the end of the page the bar sits below the footer: the last footer line is not covered.
    // Sections below the first screen (content-visibility) take their real height when first
    // rendered, so the end of the page moves while scrolling down: scroll down screen by screen, as
    // a visitor does, until the end stays put.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      let height = -1;
      for (let step = 0; step < 60; step++) {
        window.scrollBy(0, window.innerHeight);
        await frame();
        const total = document.documentElement.scrollHeight;
        if (window.scrollY + window.innerHeight >= total - 1 && total === height) return;
        height = total;
      }
    });
    const copyright = page.getByRole("contentinfo").getByText(/Alle Rechte vorbehalten/);
    const [line, bar] = await Promise.all([
      copyright.boundingBox(),
      page.locator("[data-mobile-cta]:visible").boundingBox(),
    ]);
    expect(line!.y + line!.height).toBeLessThanOrEqual(bar!.y + 1); // 1 px for sub-pixel layout
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("a service landing and its price page lead to the service's quiz", async ({ page }) => {
    await page.goto("/maler");
    await expect(bottomCta(page)).toHaveCount(1);
    await expect(bottomCta(page)).toHaveAttribute("href", "/quiz/maler");
    await page.goto("/preisleitfaden/maler");
    await expect(bottomCta(page)).toHaveAttribute("href", "/quiz/maler");
  });

  test("no bar over a form: contact page, company login; none while typing", async ({ page }) => {
    for (const path of ["/kontakt", "/firmen-login"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(bottomCta(page), path).toHaveCount(0);
    }
    await page.goto("/");
    await expect(bottomCta(page)).toBeVisible();
    await page.getByRole("combobox", { name: "Service suchen" }).focus();
    await expect(bottomCta(page)).toHaveCount(0);
  });
});
