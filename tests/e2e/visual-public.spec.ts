/**
 * Visual check of every public page at 360 and 1280 px (checks in ./visual.ts):
 * no horizontal overflow, the main action in the first viewport, no serious or critical axe
 * violation, a full-page screenshot in the report. One browser context per width walks all pages.
 */
import { expect, test } from "./support/fixtures";
import { WIDTHS, heading, measureOverflow, quizLink, visitAndCheck, type PageScreen } from "./support/visual";

/** A path no page answers (the 404 page). */
const NOT_FOUND_PATH = "/diese-seite-gibt-es-nicht";

/** Public pages and their main actions (the quiz steps and /danke: visual-quiz.spec.ts). */
const PAGES: PageScreen[] = [
  { name: "home", path: "/", mainAction: (page) => page.getByRole("combobox", { name: "Service suchen" }) },
  { name: "quiz list", path: "/quiz", mainAction: quizLink },
  { name: "landing /badezimmer", path: "/badezimmer", mainAction: quizLink },
  { name: "landing /badrenovierung", path: "/badrenovierung", mainAction: quizLink },
  { name: "landing /wohnungssanierung", path: "/wohnungssanierung", mainAction: quizLink },
  { name: "landing /hausrenovierung", path: "/hausrenovierung", mainAction: quizLink },
  { name: "price guide", path: "/preisleitfaden", mainAction: heading },
  { name: "price guide /maler", path: "/preisleitfaden/maler", mainAction: heading },
  // The first article card: the whole card is its link (stretched over the card, blog-post-card.tsx).
  { name: "blog", path: "/blog", mainAction: (page) => page.getByRole("main").getByRole("article") },
  { name: "blog article", path: "/blog/handwerker-stundensaetze-wien", mainAction: heading },
  { name: "company directory", path: "/firmen", mainAction: heading },
  { name: "how reviews come about", path: "/bewertungen", mainAction: heading },
  { name: "contact", path: "/kontakt", mainAction: (page) => page.getByLabel("Name", { exact: true }) },
  { name: "imprint", path: "/impressum", mainAction: heading },
  { name: "privacy policy", path: "/datenschutz", mainAction: heading },
  { name: "terms", path: "/agb", mainAction: heading },
  { name: "about us", path: "/ueber-uns", mainAction: heading },
  {
    name: "for companies",
    path: "/unternehmen",
    mainAction: (page) => page.getByRole("main").locator('[data-slot="button"]:visible'),
  },
  { name: "partner onboarding", path: "/partner-onboarding", mainAction: heading },
  { name: "request my project links", path: "/mein-projekt", mainAction: (page) => page.getByLabel("E-Mail-Adresse") },
  {
    name: "company login",
    path: "/firmen-login",
    mainAction: (page) => page.getByRole("button", { name: "Anmelden" }),
  },
  { name: "admin login", path: "/admin-login", mainAction: (page) => page.getByRole("button", { name: "Anmelden" }) },
  {
    name: "page not found",
    path: NOT_FOUND_PATH,
    status: 404,
    mainAction: (page) => page.getByRole("link", { name: "Zur Startseite" }),
  },
];

// A trace of a whole walk is large and slow to record; the soft assertions name page and element.
test.use({ trace: "off" });

for (const width of WIDTHS) {
  test.describe(`public pages at ${width.name}`, () => {
    test.use(width.use);

    test(`every public page holds at ${width.name}`, async ({ page, consoleGuard }) => {
      test.setTimeout(240_000);
      consoleGuard.allowFailedLoad(404, NOT_FOUND_PATH);
      for (const screen of PAGES) await visitAndCheck(page, screen);
    });
  });
}

test("the overflow check names elements and dialogs sticking out, not those inside a scroll container or other fixed layers", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(`
    <main style="margin:0">
      <div style="overflow-x:auto"><table><tr><td style="min-width:900px">breite Tabelle</td></tr></table></div>
      <div style="overflow:hidden"><div style="width:800px">abgeschnitten</div></div>
      <section style="width:320px"><button id="zu-breit" style="width:400px">Projekt einreichen</button></section>
      <div style="position:fixed;bottom:0;left:0;width:600px;transform:translateX(100%)">Hinweis außerhalb</div>
      <div role="dialog" aria-label="Details" style="position:fixed;top:0;left:0;width:420px">Lead-Details</div>
    </main>`);
  const result = await measureOverflow(page);
  expect(result.scrollWidth).toBeGreaterThan(result.innerWidth);
  expect(result.offenders.map((offender) => offender.element)).toEqual([
    expect.stringMatching(/button#zu-breit "Projekt einreichen"$/),
    expect.stringMatching(/div "Details"$/),
  ]);
  expect(result.offenders[0]!.right).toBeGreaterThan(360);
});
