/**
 * Lighthouse runs for `npm run bench`: mobile preset (Lighthouse's default form factor and
 * throttling) in Debian's Chromium, 3 runs per URL, median score per category (0-100) and the
 * median total blocking time and largest contentful paint (ms); `compareWithBare` sets the public
 * pages beside the bare Next page of the same run (issue 16 §5).
 *
 * Each URL is requested twice (1 s apart) before it is measured: ISR pages render on their first
 * request (articles) or regenerate in the background on a stale one (/blog, whose build output is
 * the shell without the list), so the runs see what every later visitor gets.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Median total blocking time of the runs, ms. */
  tbtMs: number;
  /** Median largest contentful paint of the runs, ms. */
  lcpMs: number;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function warmUp(url: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await (await fetch(url)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Runs Lighthouse `runs` times on each URL and returns the median score of every category. */
export async function runLighthouse(urls: readonly string[], runs = 3): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const url of urls) {
      await warmUp(url);
      const scores: Record<(typeof CATEGORIES)[number], number[]> = { performance: [], accessibility: [], "best-practices": [], seo: [] };
      const tbt: number[] = [];
      const lcp: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        for (const category of CATEGORIES) {
          scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
        }
        tbt.push(result.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
        lcp.push(result.lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      }
      results.push({
        url,
        performance: median(scores.performance),
        accessibility: median(scores.accessibility),
        bestPractices: median(scores["best-practices"]),
        seo: median(scores.seo),
        tbtMs: Math.round(median(tbt)),
        lcpMs: Math.round(median(lcp)),
      });
      console.log(`Lighthouse ${url}: ${JSON.stringify(results.at(-1))}`);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** One public page beside the bare Next page (issue 16 §5). */
export interface BareComparison {
  page: string;
  score: number;
  tbtMs: number;
  lcpS: number;
  /** score >= bare score - 3 */
  scoreOk: string;
  /** TBT / bare TBT (target <= 1.3) */
  tbtRatio: string;
  /** LCP - bare LCP in s (target <= 0.5) */
  lcpDeltaS: string;
  met: string;
}

/**
 * Compares each page's median performance score, TBT and LCP with the bare page's from the same
 * run (issue 16 §5): score at most 3 points below, TBT at most 1.3x, LCP at most 0.5 s above.
 * A bare TBT of 0 ms allows only 0 ms (the ratio is then shown as "-").
 */
export function compareWithBare(pages: readonly LighthouseScores[], bare: LighthouseScores, label: (url: string) => string): BareComparison[] {
  const mark = (ok: boolean) => (ok ? "✔" : "✘");
  return pages.map((page) => {
    const scoreOk = page.performance >= bare.performance - 3;
    const tbtOk = page.tbtMs <= 1.3 * bare.tbtMs;
    const lcpDelta = (page.lcpMs - bare.lcpMs) / 1000;
    const lcpOk = lcpDelta <= 0.5;
    return {
      page: label(page.url),
      score: page.performance,
      tbtMs: page.tbtMs,
      lcpS: Math.round(page.lcpMs / 100) / 10,
      scoreOk: `${page.performance - bare.performance >= 0 ? "+" : ""}${page.performance - bare.performance} ${mark(scoreOk)}`,
      tbtRatio: `${bare.tbtMs > 0 ? (page.tbtMs / bare.tbtMs).toFixed(2) : "-"}× ${mark(tbtOk)}`,
      lcpDeltaS: `${lcpDelta >= 0 ? "+" : ""}${lcpDelta.toFixed(1)} s ${mark(lcpOk)}`,
      met: mark(scoreOk && tbtOk && lcpOk),
    };
  });
}
