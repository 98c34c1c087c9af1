/**
 * The e2e suite's `test` and `expect`: Playwright's, plus an automatic guard that fails a test on
 * any console error, uncaught page error or Content-Security-Policy violation in any page it opens. Covers
 * the test's own context and every context it creates with `browser.newContext()`.
 *
 * A test that provokes an error on purpose (a deliberate 404 or 429 fetch) allows exactly that
 * message: `consoleGuard.allow(/status of 429/)`.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from "@playwright/test";

export { expect };
export type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

/** Prefix of the console line the init script writes for a CSP violation. */
const CSP_MARKER = "[csp-violation]";

/** Runs in every page before its own scripts (not subject to the page's CSP). */
function reportCspViolations(marker: string) {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(
      `${marker} ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} in ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
    );
  });
}

/**
 * Allowed in every test: the browser's own log line for GET /api/auth/me answering 401, which the
 * spec defines as "not logged in" (spec: authenticated-side §9) and every login page asks while logged out.
 */
const ALWAYS_ALLOWED = [
  /^console error on \S+: Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \(\S+\/api\/auth\/me:\d+\)$/,
];

/** Collects the problems of one test; `allow` exempts messages matching a pattern. */
export class ConsoleGuard {
  private readonly problems: string[] = [];
  private readonly allowed: RegExp[] = [...ALWAYS_ALLOWED];

  /** Lets messages matching `pattern` pass for the rest of this test (keep the pattern narrow). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /**
   * Lets the browser's log line for one deliberately failing request pass: a response with `status`
   * whose URL path (query ignored) matches `path` (a string is matched whole).
   */
  allowFailedLoad(status: number, path: string | RegExp): void {
    const pathSource = typeof path === "string" ? path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : path.source;
    this.allow(
      new RegExp(
        `Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\(https?://[^/]+${pathSource}(\\?[^)]*)?:\\d+\\)$`,
      ),
    );
  }

  /** Records a problem unless an allowed pattern matches it. */
  record(problem: string): void {
    this.problems.push(problem);
  }

  /** The recorded problems no `allow` pattern matches. */
  unexpected(): string[] {
    return this.problems.filter((problem) => !this.allowed.some((pattern) => pattern.test(problem)));
  }

  /** Listens to `page`'s console errors and uncaught errors. */
  watchPage(page: Page): void {
    awaitDeferredScripts(page);
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() !== "error") return;
      const location = message.location();
      const where = location.url ? ` (${location.url}:${location.lineNumber})` : "";
      this.record(`console error on ${page.url()}: ${message.text()}${where}`);
    });
    page.on("pageerror", (error) => this.record(`uncaught error on ${page.url()}: ${error.message}`));
  }

  /** Watches every page of `context`, present and future, and reports its CSP violations. */
  async watchContext(context: BrowserContext): Promise<void> {
    await context.addInitScript(reportCspViolations, CSP_MARKER);
    for (const page of context.pages()) this.watchPage(page);
    context.on("page", (page) => this.watchPage(page));
  }
}

/**
 * Public pages start their framework scripts only after the first contentful paint
 * (lib/http/deferred-scripts.ts), which can come after the load event `goto` waits for. So that a
 * test's first click reaches the hydrated app, `goto` and `reload` of every page also wait until
 * those scripts have loaded (`window.__deferredScripts` is "loaded"; pages without the loader pass
 * at once).
 */
async function waitForDeferredScripts(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => (window as { __deferredScripts?: string }).__deferredScripts !== "pending");
  } catch (error) {
    // The page went on to another document (a redirect after hydration) or was closed: nothing to wait for.
    if (page.isClosed() || /context was destroyed|navigat/i.test(String(error))) return;
    throw error;
  }
}

/** Makes `page.goto` and `page.reload` wait for the deferred framework scripts as well. */
function awaitDeferredScripts(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForDeferredScripts(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForDeferredScripts(page);
    return response;
  };
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ browser, context }, provide) => {
      const guard = new ConsoleGuard();
      await guard.watchContext(context);
      // Contexts the test opens itself (a second visitor, a company in its own browser).
      const newContext = browser.newContext.bind(browser);
      (browser as Browser).newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const created = await newContext(...args);
        await guard.watchContext(created);
        return created;
      };
      try {
        await provide(guard);
      } finally {
        browser.newContext = newContext;
      }
      expect(guard.unexpected(), "console errors, uncaught errors or CSP violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
});
