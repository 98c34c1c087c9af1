import { expect, test } from "./support/fixtures";

/** Generic service landing pages at /{service id} (spec: public-side §2 "Service landing page"). */

test("the painter page shows its content and leads to the painter quiz", async ({ page }) => {
  const response = await page.goto("/maler");
  expect(response?.status()).toBe(200);

  await expect(page.getByRole("heading", { level: 1, name: "Malerarbeiten in Wien" })).toBeVisible();
  const features = page.locator("section", { has: page.getByRole("heading", { name: "Was wir bieten" }) });
  await expect(features.getByRole("listitem")).toHaveCount(6);
  const steps = page
    .locator("section", { has: page.getByRole("heading", { name: "Unser Vorgehen" }) })
    .locator("ol > li");
  await expect(steps).toHaveCount(4);
  await expect(page.getByRole("link", { name: "Preise für Maler ansehen" })).toHaveAttribute(
    "href",
    "/preisleitfaden/maler",
  );

  // Document title: "{title} | Experten finden bei {product name}"; the brand comes from og:site_name.
  const brand = await page.locator('meta[property="og:site_name"]').getAttribute("content");
  expect(brand).toBeTruthy();
  await expect(page).toHaveTitle(`Malerarbeiten in Wien | Experten finden bei ${brand}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `Malerarbeiten in Wien | Experten finden bei ${brand}`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/images\/services\/maler\.webp$/,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Maler in Wien/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

  await page.getByRole("link", { name: "Jetzt Projekt starten" }).first().click();
  await expect(page).toHaveURL(/\/quiz\/maler$/);
  await expect(page.getByText(/Schritt 1 von \d+/)).toBeVisible();
});

test("both calls to action point to the service's quiz", async ({ page }) => {
  await page.goto("/maler");
  for (const name of ["Jetzt Projekt starten", "Kostenloses Angebot anfordern"]) {
    const links = page.getByRole("main").getByRole("link", { name });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/quiz/maler");
  }
});

test("an umlaut service answers raw and percent-encoded", async ({ request, page }) => {
  for (const path of ["/küchenrenovierung", "/k%C3%BCchenrenovierung"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain("Küchenrenovierung in Wien | Experten finden bei");
  }
  await page.goto("/k%C3%BCchenrenovierung");
  await expect(page.getByRole("heading", { level: 1, name: "Küchenrenovierung in Wien" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jetzt Projekt starten" }).first()).toHaveAttribute(
    "href",
    "/quiz/k%C3%BCchenrenovierung",
  );
});

test("an unknown service answers 404 with 'Service nicht gefunden'", async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedLoad(404, "/gibtsnicht");
  const response = await page.goto("/gibtsnicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Service nicht gefunden" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Alle Services ansehen" })).toHaveAttribute(
    "href",
    "/quiz",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
});

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the longest service name fits without horizontal scrolling", async ({ page }) => {
    await page.goto("/sch%C3%A4dlingsbek%C3%A4mpfung");
    await expect(page.getByRole("heading", { level: 1, name: "Schädlingsbekämpfung in Wien" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
