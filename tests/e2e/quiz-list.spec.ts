/**
 * The /quiz service list: one entry per real service of the catalogue, the most
 * asked first, the five categories with their services, a search field; compact on a 360 px phone;
 * the quizzes of near-duplicate services redirect permanently to the canonical quiz.
 */
import { expect, test } from "./support/fixtures";

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("lists each service once by category, most asked first, compact and without overflow; the search filters", async ({
    page,
  }) => {
    await page.goto("/quiz");
    const main = page.getByRole("main");
    const popular = main.getByRole("region", { name: "Beliebte Projekte" });
    await expect(popular.getByRole("link")).toHaveText([
      /^Wohnungsrenovierung/,
      /^Badrenovierung/,
      /^Küchenrenovierung/,
      /^Hausrenovierung/,
      /^Hausbau/,
      /^Abbruch/,
    ]);
    for (const category of ["Renovierungen", "Installationen", "Bau", "Kleinarbeiten", "Andere"]) {
      await expect(main.getByRole("heading", { level: 2, name: category })).toBeVisible();
    }
    // No near-duplicate and no "– Angebote einholen" title.
    await expect(
      main.getByRole("link", { name: /^(Badezimmer|Duschwechsel|Wohnungssanierung|Komplette Wohnsanierung)\b/ }),
    ).toHaveCount(0);
    await expect(main.getByText(/Angebote einholen/)).toHaveCount(0);
    await expect(main.getByRole("region", { name: "Bau", exact: true }).getByRole("link").first()).toHaveAttribute(
      "href",
      "/quiz/hausbau",
    );

    const size = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    expect(size.width).toBeLessThanOrEqual(360);
    expect(size.height).toBeLessThan(4500);

    await main.getByLabel("Service suchen").fill("übersiedlung");
    await expect(main.getByRole("region", { name: "Passende Services" }).getByRole("link")).toHaveText([/^Umzüge/]);
    await main.getByLabel("Service suchen").fill("xyzxyzxyz");
    await expect(main.getByText("Kein passender Service gefunden.")).toBeVisible();
    await main.getByRole("button", { name: "Alle Services anzeigen" }).click();
    await expect(popular).toBeVisible();

    await main.getByLabel("Service suchen").fill("treppenlift");
    await main.getByRole("link", { name: /^Aufzüge/ }).click();
    await expect(page).toHaveURL(/\/quiz\/aufz%C3%BCge$/);
    await expect(page.getByText(/Schritt 1 von \d+/)).toBeVisible();
  });
});

test("the quizzes of near-duplicate services redirect permanently to the canonical quiz", async ({ request, page }) => {
  for (const [alias, target] of [
    ["badezimmer", "/quiz/badrenovierung"],
    ["duschwechsel", "/quiz/badrenovierung"],
    ["wohnungssanierung", "/quiz/wohnungsrenovierung"],
    ["komplette-wohnsanierung", "/quiz/wohnungsrenovierung"],
  ]) {
    const response = await request.get(`/quiz/${alias}?utm_source=test`, { maxRedirects: 0 });
    expect([alias, response.status()]).toEqual([alias, 308]);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe(target);
  }
  // The landings of those services stay pages of their own.
  const landing = await request.get("/badezimmer", { maxRedirects: 0 });
  expect(landing.status()).toBe(200);
  await page.goto("/quiz/badezimmer");
  await expect(page).toHaveURL(/\/quiz\/badrenovierung$/);
});
