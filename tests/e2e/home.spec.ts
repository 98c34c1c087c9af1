import { expect, test } from "./support/fixtures";
import { queryRows } from "./support/db";

/** Home page (spec: public-side §2 Home, §4 search box and home states, §9 search scoring). */

test.describe("hero search", () => {
  test("by mouse: typing opens suggestions, clicking one opens its quiz", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Service suchen" });
    await box.pressSequentially("b");
    await expect(page.getByRole("listbox")).toBeHidden(); // opens from 2 characters
    await box.pressSequentially("ad");
    const options = page.getByRole("option");
    await expect(options.first()).toContainText("Badrenovierung");
    await expect(options.first()).toContainText("bad, badezimmer...");
    expect(await options.count()).toBeLessThanOrEqual(5);

    await options.filter({ hasText: "Badrenovierung" }).click();
    await expect(page).toHaveURL(/\/quiz\/badrenovierung$/);
    await expect(page.getByText(/Schritt 1 von \d+/)).toBeVisible();
  });

  test("by keyboard: ArrowDown + Enter opens the active suggestion; Escape closes the list", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Service suchen" });

    await box.pressSequentially("kue");
    await expect(page.getByRole("listbox")).toBeVisible();
    await box.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");

    await box.fill("");
    await box.pressSequentially("ausmalen");
    await expect(page.getByRole("option").first()).toContainText("Maler");
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/quiz\/maler$/);
  });

  test("Suchen without a query opens the apartment renovation quiz", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Suchen", exact: true }).click();
    await expect(page).toHaveURL(/\/quiz\/wohnungsrenovierung$/);
  });

  test("the hint's example links lead to their quizzes", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: /^Renovierung\?/ });
    await hero.getByRole("link", { name: "Badrenovierung", exact: true }).click();
    await expect(page).toHaveURL(/\/quiz\/badrenovierung$/);
  });

  test("the hint addresses the visitor as 'Sie' (no 'Probiere:')", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: /^Renovierung\?/ });
    await expect(hero.getByText(/^Zum Beispiel:/)).toBeVisible();
    await expect(hero.getByText(/Probiere/)).toHaveCount(0);
  });
});

test("price-guide tabs: Bau shows its 8 tiles, each with its price, a price-guide and a quiz link", async ({
  page,
}) => {
  await page.goto("/");
  const reforms = page.getByRole("tab", { name: "Renovierungen" });
  await expect(reforms).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").locator('a[href^="/preisleitfaden/"]')).toHaveCount(8);

  await page.getByRole("tab", { name: "Bau", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Bau", exact: true })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  const ids = [
    "hausbau",
    "fertighauser",
    "schwimmbader",
    "industriebau",
    "abbruch",
    "mauerbau",
    "erdarbeiten",
    "betonsanierung",
  ];
  await expect(panel.locator('a[href^="/preisleitfaden/"]')).toHaveCount(8);
  for (const id of ids) {
    // Each tile shows its price-guide figure, e.g. "Richtwert ca. 170 €/m²".
    await expect(panel.locator(`a[href="/preisleitfaden/${id}"]`)).toContainText(
      /(Richtwert|Durchschnittspreis|Einstiegspreis).*\d.*€/,
    );
    await expect(panel.locator(`a[href="/quiz/${id}"]`)).toHaveText("Profis finden");
  }
  await expect(panel).toContainText("Schwimmbäder");
  await expect(panel.locator('a[href="/preisleitfaden/abbruch"]')).toContainText(/ca\.\s170\s€\/m²/);

  // Each tile's icon is a reference into the service icon sprite, which draws it.
  const sprite = await page.request.get("/icons/services.svg");
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  const symbols = new Set(
    [...(await sprite.text()).matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)]
      .filter((m) => m[2])
      .map((m) => m[1]),
  );
  const references = await panel.locator("svg use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
  expect(references).toHaveLength(8);
  for (const href of references) {
    expect(href).toMatch(/^\/icons\/services\.svg#/);
    expect(symbols).toContain(href!.split("#")[1]);
  }
  expect(references).toContain("/icons/services.svg#pickaxe"); // Abbruch

  // Keyboard: arrow keys move between the tabs.
  await page.getByRole("tab", { name: "Bau", exact: true }).press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Kleinarbeiten" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").locator('a[href="/preisleitfaden/maler"]')).toBeVisible();
  await page.getByRole("tab", { name: "Kleinarbeiten" }).press("ArrowLeft");
  await expect(panel.locator('a[href="/quiz/abbruch"]')).toBeVisible();

  await panel.locator('a[href="/quiz/abbruch"]').click();
  await expect(page).toHaveURL(/\/quiz\/abbruch$/);
});

test("the toast viewport loads at the visitor's first interaction, on most routes with forms at once", async ({
  page,
}) => {
  const viewport = page.locator('section[aria-label^="Benachrichtigungen"]');
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(viewport).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(viewport).toHaveCount(1);

  // The quiz steps toast only after input: there too it waits for the first interaction.
  await page.goto("/quiz/badrenovierung");
  await page.waitForLoadState("networkidle");
  await expect(viewport).toHaveCount(0);
  await page.getByPlaceholder("1010").click();
  await expect(viewport).toHaveCount(1);

  // /blog's list has React Query but never toasts: it waits as well.
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  await expect(viewport).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(viewport).toHaveCount(1);

  // The other routes with React Query may toast without a click: they mount it while loading.
  await page.goto("/kontakt");
  await expect(viewport).toHaveCount(1);
});

test("makes only claims it can back: no #1 badge, no testimonials, reviews explained with links", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: /^Renovierung\?/ });
  await expect(hero.getByText("Renovierungsplattform für Wien & Umgebung")).toBeVisible();
  await expect(page.getByText(/#1|zufriedene Kunden/)).toHaveCount(0);
  await expect(page.getByRole("img", { name: /Sternen/ })).toHaveCount(0);
  await expect(page.getByRole("figure")).toHaveCount(0);

  const reviews = page.getByRole("region", { name: "Echte Bewertungen von echten Aufträgen" });
  for (const title of ["Nur bestätigte Aufträge", "Eine Bewertung pro Auftrag", "Sichtbar auf dem Firmenprofil"]) {
    await expect(reviews.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  await expect(reviews.getByRole("link", { name: /Jetzt kostenlose Angebote einholen/ })).toHaveAttribute(
    "href",
    "/quiz",
  );
  await reviews.getByRole("link", { name: "So entstehen unsere Bewertungen" }).click();
  await expect(page).toHaveURL(/\/bewertungen$/);
  await page.goBack();
  await page
    .getByRole("region", { name: "Echte Bewertungen von echten Aufträgen" })
    .getByRole("link", { name: "Fachbetriebe ansehen" })
    .click();
  await expect(page).toHaveURL(/\/firmen$/);
});

test("FAQ: one item open at a time, and it can be closed again", async ({ page }) => {
  await page.goto("/#faq");
  const faq = page.locator("#faq");
  const items = faq.locator("details");
  await expect(items).toHaveCount(6);
  const [first, second] = [items.nth(0), items.nth(1)];

  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(faq.getByText(/komplett kostenlos/)).toBeVisible();

  // Keyboard: the next question is reached with Tab and opened with Enter; the first one closes.
  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open");
  await expect(faq.getByText(/komplett kostenlos/)).toBeHidden();
  await expect(faq.getByText(/bis zu 4 kostenlose Angebote/)).toBeVisible();

  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open");

  await expect(page.getByRole("link", { name: "Projekt jetzt starten" })).toHaveAttribute("href", "/quiz");
  await expect(page.getByRole("link", { name: "Kontakt aufnehmen" })).toHaveAttribute("href", "/kontakt");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"FAQPage"'))).toBe(true);
});

test("blog teaser shows the latest published posts, linking to their articles", async ({ page }) => {
  test.setTimeout(150_000);
  /** The newest published article now (other tests publish articles while this one runs). */
  const latestPost = async () => {
    const [row] = await queryRows<{ slug: string; title: string; count: number }>(
      `select slug, title, (select count(*)::int from blog_posts where published) as count
       from blog_posts where published order by published_at desc nulls last, created_at desc, id desc limit 1`,
    );
    return row!;
  };
  expect((await latestPost()).count).toBeGreaterThan(0); // the e2e database is seeded with articles

  const teaser = page.getByRole("region", { name: "Tipps & Kosten rund ums Renovieren" });
  const postLinks = teaser.locator('a[href^="/blog/"]');
  // The posts come with the server-rendered page. The build's copy has none (no
  // database at build time), and an article another test inserts straight into the database shows
  // only after the layout's 60 s: ISR renders the newest posts on a request after that.
  let latest = await latestPost();
  await expect
    .poll(
      async () => {
        latest = await latestPost();
        await page.goto("/");
        const shown = `${await postLinks.count()} posts, first: ${(
          await postLinks
            .first()
            .textContent({ timeout: 1_000 })
            .catch(() => null)
        )?.trim()}`;
        const expected = `${Math.min(latest.count, 5)} posts, first: ${latest.title}`;
        return shown === expected ? "the newest posts" : `${shown} (expected ${expected})`;
      },
      { timeout: 120_000, intervals: [1_000, 5_000] },
    )
    .toBe("the newest posts");
  await expect(teaser.getByRole("link", { name: "Alle Artikel anzeigen" })).toHaveAttribute("href", "/blog");

  await postLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${encodeURIComponent(latest.slug)}$`));
});

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the page fits the screen and focusing the search scrolls it into view", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Renovierung?");

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("combobox", { name: "Service suchen" }).tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the price-guide tabs load their primitives only near the viewport; focus and tab carry over", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Below the fold: the plain tabs (no Radix collection items) with the first tab's tiles.
    const radixTabs = page.locator('[role="tab"][data-radix-collection-item]');
    await expect(radixTabs).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Renovierungen" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").locator('a[href^="/preisleitfaden/"]')).toHaveCount(8);

    // Focusing a tile link scrolls the section into view: the interactive tabs replace the plain
    // ones, and the same link keeps the focus.
    const firstTile = page.getByRole("tabpanel").locator('a[href^="/preisleitfaden/"]').first();
    const href = await firstTile.getAttribute("href");
    await firstTile.focus();
    await expect(radixTabs).toHaveCount(5);
    await expect(page.getByRole("tabpanel").locator(`a[href="${href}"]`)).toBeFocused();

    // The interactive tabs: arrow keys move between them.
    await page.getByRole("tab", { name: "Renovierungen" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Installationen" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Installationen" })).toBeFocused();
  });

  test("the search placeholder is shown whole beside 'Suchen'", async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("combobox", { name: "Service suchen" });
    await expect(input).toHaveAttribute("placeholder", /\S/);
    // Width of the placeholder in the input's own font against the room between its paddings.
    const { text, room } = await input.evaluate((element) => {
      const field = element as HTMLInputElement;
      const style = getComputedStyle(field);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(field.placeholder).width, room };
    });
    expect(text).toBeLessThanOrEqual(room);
  });
});
