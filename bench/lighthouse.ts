/**
 * Part "lighthouse" of `npm run bench`: the mobile preset in Debian's Chromium, median scores (0-100),
 * total blocking time and largest contentful paint (ms) per URL; `compareWithBare` sets the public
 * pages beside the bare Next page of the same run.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { sleep } from "../scripts/lib/wait-for";

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

/**
 * Requests `url` twice, 1 s apart: ISR pages render on their first request (articles) or regenerate
 * in the background on a stale one (/blog), so the runs see what every later visitor gets.
 */
async function warmUp(url: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await (await fetch(url)).arrayBuffer();
    await sleep(1000);
  }
}

/**
 * Runs Lighthouse `runs` times on each URL and returns, per URL in the given order, the median score
 * of every category and the median TBT and LCP. The runs are interleaved: round 1 measures every URL
 * once, then round 2, and so on, so a machine that gets busier or quieter during the minutes of the
 * run (other load on a shared host) shifts every URL alike, the bare page included, instead of
 * whichever URLs came last.
 */
export async function runLighthouse(urls: readonly string[], runs: number): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    for (const url of urls) await warmUp(url);
    const samples = urls.map(() => ({
      scores: { performance: [], accessibility: [], "best-practices": [], seo: [] } as Record<
        (typeof CATEGORIES)[number],
        number[]
      >,
      tbt: [] as number[],
      lcp: [] as number[],
    }));
    for (let round = 0; round < runs; round++) {
      for (const [index, url] of urls.entries()) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const sample = samples[index]!;
        for (const category of CATEGORIES) {
          sample.scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
        }
        sample.tbt.push(result.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
        sample.lcp.push(result.lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      }
    }
    return urls.map((url, index) => {
      const sample = samples[index]!;
      const scores: LighthouseScores = {
        url,
        performance: median(sample.scores.performance),
        accessibility: median(sample.scores.accessibility),
        bestPractices: median(sample.scores["best-practices"]),
        seo: median(sample.scores.seo),
        tbtMs: Math.round(median(sample.tbt)),
        lcpMs: Math.round(median(sample.lcp)),
      };
      console.log(
        `Lighthouse ${url}: ${JSON.stringify(scores)} (TBT of the runs: ${sample.tbt.map(Math.round).join(", ")} ms)`,
      );
      return scores;
    });
  } finally {
    chrome.kill();
  }
}

/** One public page beside the bare Next page. */
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
 * run (the targets): score at most 3 points below, TBT at most 1.3x, LCP at most 0.5 s above.
 * A bare TBT of 0 ms allows only 0 ms (the ratio is then shown as "-").
 */
export function compareWithBare(
  pages: readonly LighthouseScores[],
  bare: LighthouseScores,
  label: (url: string) => string,
): BareComparison[] {
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
