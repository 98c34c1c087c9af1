/**
 * The customer's journey through the bathroom offers (spec: public-side §2 "Bathroom offers", "Offer
 * by link", "Thank-you", §4, §8): quiz → waiting page → three cards by price → "Projekt starten" →
 * /danke; an approved offer (approval simulated in SQL) opens by its link and a tier is chosen; a
 * browser without the access cookie gets "Angebot nicht gefunden". No AI key: template texts.
 */
import { expect, test, type Page } from "./support/fixtures";
import { queryRows } from "./support/db";
import { answerQuestions } from "./support/customer";
import { offerOf } from "./support/offer-rows";

const RUN = Date.now();

/** Completes the badrenovierung quiz (complete renovation) and returns the new project's id. */
async function submitBathroomQuiz(page: Page, name: string): Promise<number> {
  await page.goto("/quiz/badrenovierung", { waitUntil: "networkidle" });
  await page.getByPlaceholder("1010").fill("1160");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("radio", { name: "Komplette Renovierung" }).click();
  await expect(page.locator("#quiz-step-title")).not.toHaveText(/Art von Badrenovierung/, { timeout: 3000 });
  await answerQuestions(page);
  await page.getByLabel("Vollständiger Name").fill(name);
  await page.getByLabel("E-Mail").fill(`bad-${RUN}@example.at`);
  await page.getByLabel("Telefon").fill("+43 660 9876543");
  await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).click();
  await page.getByRole("button", { name: "Projekt einreichen" }).click();
  await expect(page).toHaveURL(/\/badezimmer-angebote\/\d+$/);
  return Number(page.url().split("/").pop());
}

/** Euros of a de-AT price text ("€ 12.480" → 12480). */
const euros = (text: string) => Number(text.replace(/[^\d]/g, ""));

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("bathroom quiz → the offers page waits, then shows three sorted cards → Projekt starten → /danke; other browsers get 'Angebot nicht gefunden'", async ({
    page,
    browser,
    consoleGuard,
  }) => {
    // The stranger's offers page asks the API, which answers 404 without the access cookie.
    consoleGuard.allowFailedLoad(404, /\/api\/(projects|bathroom-offers)\/\d+/);
    // The first answer of the offers call says "generating" (the generation without AI is too fast to
    // see otherwise); every later poll reaches the app. Count the polls to see the 3 s interval.
    let calls = 0;
    let firstGenerating = true;
    await page.route(/\/api\/bathroom-offers\/\d+$/, async (route) => {
      calls += 1;
      if (firstGenerating) {
        firstGenerating = false;
        await route.fulfill({
          status: 202,
          contentType: "application/json",
          body: JSON.stringify({ status: "generating" }),
        });
        return;
      }
      await route.continue();
    });

    const projectId = await submitBathroomQuiz(page, "Sophie Lechner");
    await expect(page.getByRole("heading", { name: "Ihre Angebote werden erstellt" })).toBeVisible();
    await expect(page.getByText(/30–60 Sekunden/)).toBeVisible();

    // The next poll (3 s later) brings the offers.
    const cards = page.getByTestId("offer-card");
    await expect(cards).toHaveCount(3, { timeout: 8000 });
    expect(calls).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drei Angebote für Ihr neues Bad");
    await expect(page.getByText("Sophie Lechner")).toBeVisible();
    await expect(cards.getByRole("heading")).toHaveText([
      "Budget-Renovierung",
      "Standard-Renovierung",
      "Premium-Renovierung",
    ]);
    await expect(cards.nth(0)).toContainText("Kosteneffiziente Lösung");
    await expect(cards.nth(1)).toContainText("Ausgewogenes Preis-Leistungs-Verhältnis");
    await expect(cards.nth(1)).toContainText("Beliebteste Wahl");
    await expect(cards.nth(2)).toContainText("Hochwertige Materialien & Ausstattung");
    for (const label of ["Arbeitskosten", "Materialkosten", "Wien-spezifische Kosten"])
      await expect(cards.nth(0)).toContainText(label);
    const totals = (await page.getByTestId("offer-total").allTextContents()).map(euros);
    expect(totals).toHaveLength(3);
    expect(totals[0]).toBeGreaterThan(1000);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    await expect(page.getByRole("heading", { name: "Die nächsten Schritte" })).toBeVisible();
    await expect(page.getByText("Persönliche Beratung innerhalb von 24 Stunden")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // The stored totals are the ones shown (offer row written by the worker).
    const offer = await offerOf(projectId);
    expect(offer.status).toBe("pending");
    const [stored] = await queryRows<{ budget: number; standard: number; premium: number }>(
      `select (budget_offer->>'totalPrice')::int as budget, (standard_offer->>'totalPrice')::int as standard,
              (premium_offer->>'totalPrice')::int as premium from bathroom_offers where id = $1`,
      [offer.id],
    );
    expect(totals).toEqual([stored!.budget, stored!.standard, stored!.premium]);

    // A second browser without the access cookie learns nothing about this project.
    const stranger = await browser.newContext();
    try {
      const other = await stranger.newPage();
      await other.goto(`/badezimmer-angebote/${projectId}`);
      await expect(other.getByRole("heading", { name: "Angebot nicht gefunden" })).toBeVisible();
      await expect(other.getByText("Sophie Lechner")).toHaveCount(0);
      await other.getByRole("link", { name: "Zur Startseite", exact: true }).click();
      await expect(other).toHaveURL(/\/$/);
      const api = await other.request.get(`/api/bathroom-offers/${projectId}`);
      expect(api.status()).toBe(404);
      expect((await other.request.get(`/api/projects/${projectId}`)).status()).toBe(404);
    } finally {
      await stranger.close();
    }

    // "Projekt starten" on the middle card → "Wird übermittelt..." → /danke, interest recorded.
    await cards.nth(1).getByRole("button", { name: "Projekt starten" }).click();
    await expect(page).toHaveURL(/\/danke$/);
    await expect(page.getByRole("heading", { name: "Vielen Dank" })).toBeVisible();
    const selections = await queryRows<{ selected_tier: string; customer_confirmed_at: Date | null }>(
      "select selected_tier, customer_confirmed_at from offer_selections where offer_id = $1",
      [offer.id],
    );
    expect(selections).toEqual([{ selected_tier: "standard", customer_confirmed_at: null }]);
  });

  test("a failed interest call shows the spec's error toast and stays on the page", async ({ page, consoleGuard }) => {
    consoleGuard.allowFailedLoad(500, "/api/bathroom-offers/express-interest");
    const projectId = await submitBathroomQuiz(page, "Lukas Aigner");
    await expect(page.getByTestId("offer-card")).toHaveCount(3, { timeout: 10_000 });
    await page.route("**/api/bathroom-offers/express-interest", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Fehler" }) }),
    );
    await page.getByTestId("offer-card").first().getByRole("button", { name: "Projekt starten" }).click();
    await expect(
      page.getByText("Interesse konnte nicht übermittelt werden. Bitte versuchen Sie es erneut."),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/badezimmer-angebote/${projectId}$`));
  });
});

test("an approved offer opens by its link; a tier is chosen and confirmed", async ({ page, consoleGuard }) => {
  // Before approval the page's API call answers 404.
  consoleGuard.allowFailedLoad(404, /\/api\/offers\/[0-9a-f]{32}/);
  const projectId = await submitBathroomQuiz(page, "Martin Gruber");
  const offer = await offerOf(projectId);
  expect(offer.unique_link_id).toMatch(/^[0-9a-f]{32}$/);

  // Not approved yet: the link shows nothing.
  await page.goto(`/offer/${offer.unique_link_id}`);
  await expect(page.getByRole("heading", { name: "Angebot nicht gefunden" })).toBeVisible();
  await expect(
    page.getByText("Das angeforderte Angebot ist nicht verfügbar oder der Link ist ungültig."),
  ).toBeVisible();

  await queryRows(
    "update bathroom_offers set status = 'approved', approved_at = now(), sent_at = now() where id = $1",
    [offer.id],
  );
  await page.goto(`/offer/${offer.unique_link_id}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Hallo Martin Gruber!" })).toBeVisible();
  await expect(page.getByText(`bad-${RUN}@example.at`)).toBeVisible();
  await expect(page.getByText("0660 9876543")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const tiers = page.getByTestId("offer-tier");
  await expect(tiers.getByRole("heading", { level: 2 })).toHaveText(["Budget", "Standard", "Premium"]);
  await expect(tiers.nth(1)).toContainText("Beliebt");
  for (let i = 0; i < 3; i++) {
    await expect(tiers.nth(i)).toContainText(/Fertigstellung in \d/);
    await expect(tiers.nth(i).getByRole("heading", { name: "Arbeitskosten" })).toBeVisible();
    await expect(tiers.nth(i).getByRole("heading", { name: "Materialkosten" })).toBeVisible();
    await expect(tiers.nth(i)).toContainText("€");
  }
  await expect(page.getByRole("heading", { name: "Die nächsten Schritte" })).toBeVisible();

  // Cancel clears the pending choice; nothing is recorded.
  await tiers.nth(2).getByRole("button", { name: "Diese Option wählen" }).click();
  const dialog = page.getByRole("dialog", { name: "Angebot bestätigen" });
  await expect(dialog).toContainText("Premium-Angebot");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();

  // With the keyboard: focus the premium button, Enter opens the dialog, Tab to "Bestätigen", Enter.
  await tiers.nth(2).getByRole("button", { name: "Diese Option wählen" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Bestätigen" });
  for (let i = 0; i < 5 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Angebot ausgewählt")).toBeVisible();
  await expect(
    page.getByText("Vielen Dank! Wir leiten Ihre Auswahl an qualifizierte Unternehmen weiter."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tiers.nth(2)).toContainText("Ihre Auswahl");

  const selections = await queryRows<{ selected_tier: string; customer_confirmed_at: Date | null }>(
    "select selected_tier, customer_confirmed_at from offer_selections where offer_id = $1",
    [offer.id],
  );
  expect(selections).toHaveLength(1);
  expect(selections[0]!.selected_tier).toBe("premium");
  expect(selections[0]!.customer_confirmed_at).not.toBeNull();
});

test("an unknown offer link shows 'Angebot nicht gefunden'", async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedLoad(404, "/api/offers/0123456789abcdef0123456789abcdef");
  await page.goto("/offer/0123456789abcdef0123456789abcdef");
  await expect(page.getByRole("heading", { name: "Angebot nicht gefunden" })).toBeVisible();
  await page.goto("/badezimmer-angebote/kein-projekt");
  await expect(page.getByRole("heading", { name: "Angebot nicht gefunden" })).toBeVisible();
});
