/**
 * No public page is wider than a 360 px phone screen: `document.documentElement.scrollWidth <= 360`
 * on the home page, every service landing, the price guide and each of its entries, the blog and its
 * articles, the company directory (also filtered), the contact page, the legal pages and every quiz
 * start. Wide content (a price table) must scroll or wrap inside its own container. The message names
 * the outermost elements sticking out (./visual.ts). One browser context walks every page.
 */
import { BLOG_POST_SEEDS } from "../../lib/content/blog-posts";
import { PRICE_GUIDE_ENTRIES } from "../../lib/content/price-guide";
import { QUIZ_DEFINITIONS } from "../../lib/content/quizzes";
import { LANDING_SERVICE_IDS, servicePath } from "../../lib/content/service-catalog";
import { expect, test } from "./support/fixtures";
import { measureOverflow } from "./support/visual";

const PATHS = [
  "/",
  "/badezimmer",
  "/badrenovierung",
  "/wohnungssanierung",
  ...LANDING_SERVICE_IDS.map((id) => servicePath("", id)),
  "/preisleitfaden",
  ...PRICE_GUIDE_ENTRIES.map((entry) => servicePath("/preisleitfaden", entry.id)),
  "/blog",
  ...BLOG_POST_SEEDS.map((post) => `/blog/${post.slug}`),
  "/firmen",
  "/firmen?leistung=maler&bezirk=1100",
  "/kontakt",
  "/impressum",
  "/datenschutz",
  "/agb",
  "/quiz",
  ...QUIZ_DEFINITIONS.map((quiz) => servicePath("/quiz", quiz.serviceType)),
];

// A plain browser window 360 px wide: phone emulation (isMobile) did not show the price guide's overflow that this one does.
test.use({ viewport: { width: 360, height: 740 }, trace: "off" });

test("no public page is wider than 360 px at a 360 px viewport", async ({ page }) => {
  test.setTimeout(PATHS.length * 8_000);
  for (const path of PATHS) {
    const response = await page.goto(path);
    expect.soft(response?.status(), `${path}: status`).toBe(200);
    const { scrollWidth, offenders } = await measureOverflow(page);
    const details = offenders.map((o) => `  ${o.element} (x ${o.left}–${o.right} px)`).join("\n");
    expect.soft(scrollWidth, `${path}: document ${scrollWidth} px wide at 360 px\n${details}`).toBeLessThanOrEqual(360);
  }
});
