/**
 * The three special landing pages (spec: public-side §2): /badezimmer, /badrenovierung and
 * /wohnungssanierung. Prices are asserted in the site's one format ("€ 8.000 – 25.000").
 */
import { expect, test, type Locator, type Page } from "./support/fixtures";

type CardExpectation = [title: string, price: string, duration: string, quizHref: string];

const BATHROOM_CARDS: CardExpectation[] = [
  ["Komplette Badsanierung", "€ 8.000 – 25.000", "2–4 Wochen", "/quiz/badrenovierung"],
  ["Sanitärinstallation", "€ 2.500 – 8.000", "3–7 Tage", "/quiz/badrenovierung"],
  ["Fliesenarbeiten", "€ 3.000 – 12.000", "1–2 Wochen", "/quiz/badrenovierung"],
  ["Elektroinstallation", "€ 1.500 – 4.000", "2–5 Tage", "/quiz/badrenovierung"],
  ["Barrierefreier Umbau", "€ 5.000 – 15.000", "1–3 Wochen", "/quiz/badrenovierung"],
  ["Wellness-Bad", "€ 15.000 – 50.000", "3–6 Wochen", "/quiz/badrenovierung"],
];

const APARTMENT_CARDS: CardExpectation[] = [
  ["Komplettsanierung", "€ 800 – 1.500 pro m²", "3–8 Wochen", "/quiz/wohnungsrenovierung"],
  ["Maler- & Bodenarbeiten", "€ 50 – 180 pro m²", "2–4 Wochen", "/quiz/wohnungsrenovierung"],
  ["Elektro & Sanitär", "€ 80 – 350 pro m²", "3–6 Wochen", "/quiz/wohnungsrenovierung"],
  ["Küche & Bad", "€ 1.300 – 3.000 pro m²", "3–5 Wochen", "/quiz/wohnungsrenovierung"],
  ["Grundrissänderungen", "€ 120 – 450 pro m²", "2–4 Wochen", "/quiz/wohnungsrenovierung"],
  ["Luxussanierung", "€ 1.200 – 1.500 pro m²", "3–6 Wochen", "/quiz/wohnungsrenovierung"],
];

/** Each card shows its name, price and duration and links to its quiz. */
async function expectCards(page: Page, expected: CardExpectation[]) {
  const cards = page.getByTestId("landing-service-card");
  await expect(cards).toHaveCount(expected.length);
  for (const [index, [title, price, duration, quizHref]] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(card.getByRole("definition").first()).toHaveText(price);
    await expect(card.getByRole("definition").nth(1)).toHaveText(duration);
    const link = card.getByRole("link", { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")) });
    await expect(link).toHaveAttribute("href", quizHref);
  }
}

/** The hero illustration was actually loaded (the file exists and decodes). */
async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

/**
 * The hero illustration is the page's LCP image: it loads eagerly with high priority, a
 * `<link rel="preload" as="image">` in the head names the same candidates, and no candidate is
 * wider than the widest original (1200 px, next.config.mjs `images`).
 */
async function expectPreloadedHeroImage(page: Page, image: Locator) {
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).not.toHaveAttribute("loading", "lazy");
  const srcset = await image.getAttribute("srcset");
  expect(srcset).toContain("/_next/image?url=");
  const widths = [...srcset!.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
  expect(Math.max(...widths)).toBe(1200);
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute("imagesrcset", srcset!);
}

/** The JSON-LD objects of the page, flattened. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return (Array.isArray(data) ? data : [data]).map((item) => String(item["@type"]));
  });
}

test.describe("/badezimmer", () => {
  test("hides the main navigation but shows badge, six priced cards, illustrations, how reviews come about and leads to the bathroom quiz", async ({
    page,
  }) => {
    await page.goto("/badezimmer");
    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    await expect(header.getByRole("link", { name: "Preisleitfaden" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Angebote anfordern" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);

    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByText("Badezimmer-Profis aus Wien & Umgebung")).toBeVisible();
    // No "#1" claim and no rating without real reviews.
    await expect(page.getByText(/#1|\/5 Bewertung/)).toHaveCount(0);
    await expect(page.getByRole("img", { name: /Sternen/ })).toHaveCount(0);
    await expectImageLoaded(hero.locator("img"));
    await expectPreloadedHeroImage(page, hero.locator("img"));
    await expectCards(page, BATHROOM_CARDS);

    // Illustrations, labelled as such, are the only figures: no testimonials.
    const ideas = page.locator("#ideen");
    await expect(ideas.getByRole("heading", { level: 2, name: "Ideen für Ihr neues Bad" })).toBeVisible();
    await expect(ideas).toContainText("keine Fotos ausgeführter Arbeiten");
    await expect(page.getByRole("figure")).toHaveCount(4);
    await expect(ideas.getByRole("figure").filter({ hasText: "Illustration" })).toHaveCount(4);
    await expect(ideas.getByText("Komplettsanierung im Altbau")).toBeVisible();
    await expect(ideas.getByText(/\b1\d{3} Wien\b/)).toHaveCount(0);
    const reviews = page.locator("#bewertungen");
    await expect(
      reviews.getByRole("heading", { level: 2, name: "Echte Bewertungen statt Werbesprüche" }),
    ).toBeVisible();
    await expect(reviews.getByRole("heading", { level: 3, name: "Nur bestätigte Aufträge" })).toBeVisible();
    await expect(reviews.getByRole("link", { name: "So entstehen unsere Bewertungen" })).toHaveAttribute(
      "href",
      "/bewertungen",
    );
    await expect(reviews.getByRole("link", { name: "Fachbetriebe ansehen" })).toHaveAttribute("href", "/firmen");
    const steps = page.locator("#ablauf").getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(2)).toContainText("Bis zu 4 kostenlose Angebote vergleichen");
    for (const claim of ["Bis zu 4 Angebote", "Kostenlose Vermittlung", "Wien & Umgebung", "24h Antwortzeit"]) {
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    }

    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/badezimmer$/);

    const cta = hero.getByRole("link", { name: "Kostenloses Angebot erhalten" });
    // /quiz/badezimmer is an alias of the bathroom quiz: the link goes straight there.
    await expect(cta).toHaveAttribute("href", "/quiz/badrenovierung");
    await cta.click();
    await expect(page).toHaveURL(/\/quiz\/badrenovierung$/);
    await expect(page.getByText(/Schritt 1 von \d+/)).toBeVisible();
  });

  test("has no menu button on a 360 px phone and does not scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/badezimmer");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("/badrenovierung", () => {
  test("explains warranty without promising a guarantee, shows the price orientation and an FAQ, and leads to the renovation quiz", async ({
    page,
  }) => {
    await page.goto("/badrenovierung");
    // The navigation is only hidden on /badezimmer.
    await expect(page.getByRole("banner").getByRole("link", { name: "Preisleitfaden" })).toBeVisible();

    // No guarantee that no partner gives (the terms leave it to the hired company).
    const warranty = page.locator("#garantie");
    await expect(warranty.getByRole("heading", { level: 2, name: "Gewährleistung und Garantie" })).toBeVisible();
    await expect(warranty).toContainText("gibt selbst keine Garantie");
    await expect(page.getByText(/5 Jahre(n)? Garantie|geprüft von unserem Team/)).toHaveCount(0);

    const prices = page.locator("#kosten");
    for (const price of ["€ 1.300 pro m²", "€ 2.150 pro m²", "€ 3.000 pro m²"]) {
      await expect(prices.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(prices).toContainText("inkl. 20 % USt.");

    const questions = page.locator("#faq summary");
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(5);
    const answer = page.locator("#faq details").nth(1).locator(":scope > div");
    await expect(answer).toBeHidden();
    await questions.nth(1).click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("€ 2.150 pro m²");
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Service", "BreadcrumbList", "FAQPage"]));

    const ctas = page.getByRole("link", { name: /Jetzt Angebote für Ihre Badrenovierung erhalten/ });
    await expect(ctas.first()).toHaveAttribute("href", "/quiz/badrenovierung");
    await ctas.last().click();
    await expect(page).toHaveURL(/\/quiz\/badrenovierung$/);
  });
});

test.describe("/wohnungssanierung", () => {
  test("shows the badge and six priced cards linking to the apartment quiz", async ({ page }) => {
    await page.goto("/wohnungssanierung");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByText("Sanierungsbetriebe aus Wien & Umgebung")).toBeVisible();
    await expect(page.getByText(/#1|\/5 Bewertung/)).toHaveCount(0);
    await expect(hero.getByRole("link", { name: /Kostenlose Angebote erhalten/ })).toHaveAttribute(
      "href",
      "/quiz/wohnungsrenovierung",
    );
    await expectImageLoaded(hero.locator("img"));
    await expectCards(page, APARTMENT_CARDS);

    // /quiz/wohnungssanierung is an alias of the apartment quiz: no link goes through the redirect.
    await expect(page.locator('main a[href="/quiz/wohnungssanierung"]')).toHaveCount(0);
    await expect(page.locator('main a[href="/quiz/wohnungsrenovierung"]')).not.toHaveCount(0);
    await expect(page.locator("#ideen").getByRole("figure").filter({ hasText: "Illustration" })).toHaveCount(4);
    await expect(page.locator("#ablauf").getByRole("listitem")).toHaveCount(4);
    await expect(page.locator("#bewertungen").getByRole("figure")).toHaveCount(0);
    await expect(page.locator("#bewertungen").getByRole("link", { name: "Fachbetriebe ansehen" })).toHaveAttribute(
      "href",
      "/firmen",
    );

    const finalCta = page.getByRole("link", { name: /Jetzt kostenlos starten/ });
    await expect(finalCta).toHaveAttribute("href", "/quiz/wohnungsrenovierung");
    await finalCta.click();
    await expect(page).toHaveURL(/\/quiz\/wohnungsrenovierung$/);
    await expect(page.getByText(/Schritt 1 von \d+/)).toBeVisible();
  });
});
