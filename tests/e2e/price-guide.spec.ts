import { expect, test } from "./support/fixtures";

/** Price guide (spec: public-side §2 "Price guide", §5 "Price page postcode"). */

test("overview: category tabs switch the service cards", async ({ page }) => {
  await page.goto("/preisleitfaden");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Preisleitfaden");

  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Renovierungen", "Bau", "Installationen", "Kleinarbeiten", "Andere"]);
  await expect(page.getByRole("tab", { name: "Renovierungen" })).toHaveAttribute("aria-selected", "true");

  // The footer also links "Badrenovierung": look inside the page content only.
  const main = page.locator("main");
  const bathroom = main.getByRole("link", { name: "Badrenovierung", exact: true });
  const houseBuilding = main.getByRole("link", { name: "Hausbau", exact: true });
  await expect(bathroom).toBeVisible();
  await expect(houseBuilding).toBeHidden();

  await page.getByRole("tab", { name: "Bau" }).click();
  await expect(page.getByRole("tab", { name: "Bau" })).toHaveAttribute("aria-selected", "true");
  await expect(houseBuilding).toBeVisible();
  await expect(bathroom).toBeHidden();

  // Keyboard: arrow right moves to the next tab (Radix roving focus, automatic activation).
  await page.getByRole("tab", { name: "Bau" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Installationen" })).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("link", { name: "Solaranlagen", exact: true })).toBeVisible();

  // Cards lead to the service's price page and its quiz; a contact link is offered.
  await expect(main.getByRole("link", { name: "Profis finden für Solaranlagen" })).toHaveAttribute(
    "href",
    "/quiz/solaranlagen",
  );
  await expect(main.getByRole("link", { name: "Fragen? Kontaktieren Sie uns" })).toHaveAttribute("href", "/kontakt");
  await main.getByRole("link", { name: "Solaranlagen", exact: true }).click();
  await expect(page).toHaveURL(/\/preisleitfaden\/solaranlagen$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solaranlagen: Kosten in Wien");
});

test("bathroom price page shows the average, the range and a price table", async ({ page }) => {
  await page.goto("/preisleitfaden/badrenovierung");
  await expect(page).toHaveTitle(/Badrenovierung Kosten Wien 2025: Preise pro m²/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Badrenovierung: Kosten in Wien");
  const summary = page.getByRole("region", { name: "Preisüberblick" });
  await expect(summary).toContainText("2.150 €/m²");
  await expect(summary).toContainText("1.300 – 3.000 €/m²");

  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Komplette Badsanierung/ })).toContainText("8.000 – 25.000 €");
  await expect(page.getByRole("heading", { name: "Quellen" })).toBeVisible();
});

test("postcode box stores the PLZ and opens the quiz with it prefilled", async ({ page }) => {
  await page.goto("/preisleitfaden/badrenovierung");
  const zip = page.getByLabel("Ihre PLZ");
  await expect(zip).toHaveAttribute("placeholder", "z.B. 1100");
  await zip.fill("1100");
  await page.getByRole("button", { name: "Angebote vergleichen" }).click();

  await expect(page).toHaveURL(/\/quiz\/badrenovierung$/);
  await expect(page.getByPlaceholder("1010")).toHaveValue("1100");
  // The quiz consumed the stored postcode.
  expect(await page.evaluate(() => localStorage.getItem("userZipCode"))).toBeNull();
});

test("postcode box accepts at most 5 characters and an empty PLZ stores nothing", async ({ page }) => {
  await page.goto("/preisleitfaden/maler");
  const zip = page.getByLabel("Ihre PLZ");
  await zip.pressSequentially("1100999");
  await expect(zip).toHaveValue("11009");

  await zip.fill("");
  await page.getByRole("button", { name: "Angebote vergleichen" }).click();
  await expect(page).toHaveURL(/\/quiz\/maler$/);
  await expect(page.getByPlaceholder("1010")).toHaveValue("");
});

test("umlaut service ids work raw and percent-encoded", async ({ page, request }) => {
  for (const path of ["/preisleitfaden/k%C3%BCchenrenovierung", "/preisleitfaden/küchenrenovierung"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  await page.goto("/preisleitfaden/küchenrenovierung");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Küchenrenovierung: Kosten in Wien");
  // ASCII spelling redirects to the umlaut route (proxy.ts).
  await page.goto("/preisleitfaden/kuechenrenovierung");
  await expect(page).toHaveURL(/\/preisleitfaden\/k%C3%BCchenrenovierung$/);
});

test("unknown service answers 404 with a way back", async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedLoad(404, "/preisleitfaden/gibtsnicht");
  const response = await page.goto("/preisleitfaden/gibtsnicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Preisleitfaden nicht gefunden" })).toBeVisible();
  await page.getByRole("link", { name: "Zurück zum Preisleitfaden" }).click();
  await expect(page).toHaveURL(/\/preisleitfaden$/);
});
