/**
 * The visual check of one screen: at 360 × 740 (phone) and 1280 × 800
 * (desktop) each key screen
 * - shows no element wider than the viewport: `document.documentElement.scrollWidth <= innerWidth`,
 *   and no element whose right edge lies past the viewport unless an ancestor clips or scrolls it
 *   (overflow-x auto/scroll: an intended scroll container; hidden/clip: cut off on purpose); the
 *   message names the outermost offending elements;
 * - shows its main action (a per-screen locator: the hero call to action, the quiz's "Weiter", the
 *   login button, the heading or list of a dashboard) inside the first viewport, without scrolling,
 *   not covered by another layer;
 * - has no serious or critical axe-core violation (@axe-core/playwright, all default rules);
 * - is attached to the test report as a full-page JPEG (never committed).
 *
 * Every check is a soft assertion, so one test walks all screens of an area and reports every
 * failure at once; `test.step` names the screen in the report.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./fixtures";
import { PHONE } from "./customer";
import { queryRows } from "./db";

/** The two checked widths: a phone (360 × 740, touch) and a desktop (1280 × 800). */
export const WIDTHS = [
  { name: "360 px", use: PHONE },
  { name: "1280 px", use: { viewport: { width: 1280, height: 800 } } },
] as const;

/** One screen to check: its name in the report and the locator of its main action. */
export interface Screen {
  /** Short name for the report and the screenshot ("home", "admin projects"). */
  name: string;
  /** The element that must be visible in the first viewport; `.first()` is taken. */
  mainAction: (page: Page) => Locator;
}

/** A public page: its path and its main action. */
export interface PageScreen extends Screen {
  path: string;
  /** The expected HTTP status (default 200). */
  status?: number;
}

/** Main action "the page's first level-1 heading" (content pages, dashboards). */
export const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Main action "the first visible link into the quiz inside <main>" (the hero call to action). */
export const quizLink = (page: Page) => page.getByRole("main").locator('a[href^="/quiz"]:visible');

/** Pixels a main action must show at least (the whole element when smaller). */
const MIN_VISIBLE_PX = 44;

export interface Offender {
  element: string;
  left: number;
  right: number;
}

/**
 * Runs in the page: elements whose right edge passes the viewport and that no ancestor below <body>
 * clips or scrolls (invisible elements and fixed layers ignored, except open dialogs), reduced to
 * the outermost ones (the first element that overflows while its parent does not).
 */
function findOverflow(): { scrollWidth: number; innerWidth: number; offenders: Offender[] } {
  const limit = window.innerWidth + 0.5;
  const root = document.documentElement;
  const inside = new Map<Element, boolean>();
  const isDialog = (element: Element) => ["dialog", "alertdialog"].includes(element.getAttribute("role") ?? "");

  /**
   * True when an ancestor of `element` below <body> clips or scrolls horizontally (overflow-x
   * auto/scroll/hidden/clip) or is a fixed layer other than a dialog (fixed layers do not widen
   * the document).
   */
  function insideContainer(element: Element): boolean {
    const parent = element.parentElement;
    if (!parent || parent === document.body || parent === root) return false;
    const known = inside.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(parent);
    const result =
      (style.position === "fixed" && !isDialog(parent)) ||
      ["auto", "scroll", "hidden", "clip"].includes(style.overflowX) ||
      insideContainer(parent);
    inside.set(element, result);
    return result;
  }

  function describe(element: Element): string {
    const part = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const classes = [...el.classList]
        .slice(0, 4)
        .map((c) => `.${c}`)
        .join("");
      return `${el.tagName.toLowerCase()}${id}${classes}`;
    };
    const chain: string[] = [];
    for (
      let el: Element | null = element.parentElement;
      el && el !== document.body && chain.length < 3;
      el = el.parentElement
    ) {
      chain.unshift(part(el));
    }
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 60);
    return `${chain.length ? `${chain.join(" > ")} > ` : ""}${part(element)}${label ? ` "${label}"` : ""}`;
  }

  const overflowing = new Set<Element>();
  for (const element of document.body.querySelectorAll("*")) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.right <= limit) continue;
    if (getComputedStyle(element).visibility === "hidden") continue;
    const fixed = getComputedStyle(element).position === "fixed";
    // Fixed layers do not widen the document; an open dialog must still fit the screen.
    if ((fixed && !isDialog(element)) || insideContainer(element)) continue;
    overflowing.add(element);
  }
  const offenders = [...overflowing]
    .filter((element) => !element.parentElement || !overflowing.has(element.parentElement))
    .slice(0, 6)
    .map((element) => {
      const rect = element.getBoundingClientRect();
      return { element: describe(element), left: Math.round(rect.left), right: Math.round(rect.right) };
    });
  return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, offenders };
}

/** The document's width, the viewport's and the outermost elements sticking out (see findOverflow). */
export function measureOverflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; offenders: Offender[] }> {
  return page.evaluate(findOverflow);
}

/** No horizontal overflow (soft assertion with the offending elements in the message). */
export async function expectNoHorizontalOverflow(page: Page, name: string): Promise<void> {
  const result = await measureOverflow(page);
  const details = result.offenders.map((o) => `  ${o.element} (x ${o.left}–${o.right} px)`).join("\n");
  const message = `${name}: horizontal overflow at ${result.innerWidth} px (document ${result.scrollWidth} px wide)\n${details}`;
  expect.soft(result.offenders.length === 0 && result.scrollWidth <= result.innerWidth, message).toBe(true);
}

/**
 * The main action is visible in the first viewport (page scrolled to the top): at least its first
 * MIN_VISIBLE_PX lies inside the viewport, and no other layer (a sticky bar, a banner; a toast
 * passes by itself and is allowed) covers the middle of that part.
 */
export async function expectMainActionInFirstViewport(page: Page, name: string, action: Locator): Promise<void> {
  const target = action.first();
  await expect.soft(target, `${name}: main action is visible`).toBeVisible({ timeout: 10_000 });
  if (!(await target.isVisible())) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  const found = await target.evaluate((element, minVisible) => {
    const rect = element.getBoundingClientRect();
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const needed = Math.min(rect.height, minVisible);
    const inView = rect.top >= 0 && rect.top + needed <= vh && rect.left >= 0 && rect.right <= vw + 0.5;
    const text = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50)}"`;
    let coveredBy = "";
    if (inView) {
      const hit = document.elementFromPoint((rect.left + rect.right) / 2, rect.top + needed / 2);
      // Toasts (inside a live region) pass by themselves and do not count as covering.
      if (hit && !element.contains(hit) && !hit.contains(element) && !hit.closest("[aria-live]")) coveredBy = text(hit);
    }
    return { inView, coveredBy, described: text(element), top: rect.top, left: rect.left, right: rect.right, vw, vh };
  }, MIN_VISIBLE_PX);
  const where = `top ${Math.round(found.top)} px, x ${Math.round(found.left)}–${Math.round(found.right)} px`;
  expect
    .soft(
      found.inView,
      `${name}: main action ${found.described} not in the first ${found.vw} × ${found.vh} viewport (${where})`,
    )
    .toBe(true);
  expect
    .soft(found.coveredBy, `${name}: main action ${found.described} is covered by ${found.coveredBy} (${where})`)
    .toBe("");
}

/** No serious or critical axe-core violation (soft assertion listing rule, help and elements). */
export async function expectNoSeriousAxeViolations(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 4)
        .map(
          (node) =>
            `    ${node.target.join(" ")}: ${(node.failureSummary ?? "").split("\n").slice(0, 2).join(" ").trim()}`,
        )
        .join("\n");
      const more = violation.nodes.length > 4 ? `\n    … ${violation.nodes.length - 4} more` : "";
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}${more}`;
    })
    .join("\n");
  expect.soft(serious.length, `${name}: serious/critical accessibility violations\n${report}`).toBe(0);
}

/** Attaches a full-page JPEG of the screen to the test report. */
export async function attachScreenshot(page: Page, name: string): Promise<void> {
  const body = await page.screenshot({ fullPage: true, type: "jpeg", quality: 50 });
  const width = page.viewportSize()?.width ?? 0;
  await test.info().attach(`${name} @ ${width} px`, { body, contentType: "image/jpeg" });
}

/**
 * Waits (at most 3 s) until no finite animation or transition runs, e.g. a sheet sliding in, so that
 * positions are measured where the screen comes to rest; endless ones (spinners) are ignored.
 */
export async function finishedAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/** All checks of the screen on display, as one report step. */
export async function checkScreen(page: Page, screen: Screen): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await test.step(`${screen.name} @ ${width} px`, async () => {
    const label = `${screen.name} @ ${width} px (${new URL(page.url()).pathname})`;
    await page.evaluate(() => document.fonts.ready);
    await finishedAnimations(page);
    await expectMainActionInFirstViewport(page, label, screen.mainAction(page));
    await expectNoHorizontalOverflow(page, label);
    await expectNoSeriousAxeViolations(page, label);
    await attachScreenshot(page, screen.name);
  });
}

/**
 * Opens `screen.path` and checks it; a page that does not answer `screen.status` (200) fails softly. `waitUntil`:
 * "load" for server-rendered pages, "networkidle" for pages that fetch their data in the browser.
 */
export async function visitAndCheck(
  page: Page,
  screen: PageScreen,
  waitUntil: "load" | "networkidle" = "load",
): Promise<void> {
  const response = await page.goto(screen.path, { waitUntil });
  const status = screen.status ?? 200;
  expect.soft(response?.status(), `${screen.path} answers ${status}`).toBe(status);
  await checkScreen(page, screen);
}

/** Quiz answers of a bathroom lead as the quiz stores them (long enough to stretch a table cell). */
export const BATHROOM_ANSWERS = {
  project_type: "Komplettsanierung",
  fixtures_to_replace: ["Badewanne", "Dusche", "WC", "Waschbecken"],
  special_requirements: ["Bodengleiche Dusche", "Fußbodenheizung", "Barrierefreiheit"],
  intent_readiness: "Ich bin startklar – Unterlagen und Budget sind vorhanden",
  start_timeline: "So bald wie möglich (<30 Tage)",
};

/**
 * Inserts a project as the quiz does (privacy policy 2025-07, created `hoursAgo` hours ago) and, with
 * `companyId`, its assignment (status Offen); returns the project id.
 */
export async function insertLead(lead: {
  name: string;
  email: string;
  companyId?: number;
  hoursAgo?: number;
}): Promise<number> {
  const [project] = await queryRows<{ id: number }>(
    `insert into projects (service_type, zip_code, name, email, phone, quiz_answers, budget, privacy_policy_version, created_at)
     values ('badrenovierung', '1070', $1, $2, '+43 660 1234567', $3, '15.000 - 25.000 €', '2025-07', now() - make_interval(hours => $4))
     returning id`,
    [lead.name, lead.email, JSON.stringify(BATHROOM_ANSWERS), lead.hoursAgo ?? 2],
  );
  if (lead.companyId) {
    await queryRows(
      "insert into project_assignments (project_id, company_id, status, contact_released_at) values ($1, $2, 'Offen', now())",
      [project!.id, lead.companyId],
    );
  }
  return project!.id;
}
