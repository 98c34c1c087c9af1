import { expect, test } from "@playwright/test";

test("an unknown route answers 404 inside the site's header and footer", async ({ page }) => {
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
