/**
 * Lighthouse runs for `npm run bench`: mobile preset (Lighthouse's default form factor and
 * throttling) in Debian's Chromium, 3 runs per URL, median score per category (0-100).
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
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        for (const category of CATEGORIES) {
          scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
        }
      }
      results.push({
        url,
        performance: median(scores.performance),
        accessibility: median(scores.accessibility),
        bestPractices: median(scores["best-practices"]),
        seo: median(scores.seo),
      });
      console.log(`Lighthouse ${url}: ${JSON.stringify(results.at(-1))}`);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
