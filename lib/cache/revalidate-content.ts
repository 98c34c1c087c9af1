/**
 * On-demand revalidation after an admin changes a quiz or a blog post (docs/architecture.md
 * "Performance rules": database-driven pages are ISR and revalidated when an admin changes them).
 *
 * What is cached where (checked against the pages and routes):
 * - /quiz/{service} (app/(quiz)/quiz/[service]/page.tsx) and /blog/{slug}
 *   (app/(public)/blog/[slug]/page.tsx) are ISR pages (revalidate = 3600) that read lib/data directly
 *   without unstable_cache or tags, so `revalidatePath` of the concrete path is what refreshes them.
 *   A path with umlauts ("küchenrenovierung") is matched in either spelling: Next percent-encodes
 *   both the tag written at render time and the one revalidated here.
 * - Every article also lists up to 3 related posts of its category, so a blog change revalidates the
 *   whole /blog/[slug] route (the route pattern, including its route group) as well.
 * - /blog is ISR (revalidate = 60) with the unfiltered list rendered on the server; revalidating it
 *   here shows a change at once.
 * - /quiz and / are static shells whose lists load in the browser from GET /api/quizzes and
 *   GET /api/blog-posts; those handlers and /server-sitemap.xml are `force-dynamic` (not cached by
 *   Next). Their paths are revalidated anyway so nothing stale survives if they ever become cached.
 *   The sitemap sends `Cache-Control: s-maxage` for shared caches (CDN): a CDN in front of the app
 *   may keep serving an old sitemap for up to that time; Next cannot purge it. The blog API answers
 *   with `max-age=0, must-revalidate` (BLOG_API_CACHE_CONTROL).
 *
 * The app server's micro-cache of public HTML (lib/http/response-cache.ts) is emptied as well.
 *
 * Several instances: with REDIS_URL the revalidations are stored in the shared cache and reach every
 * instance at once (lib/cache/shared-cache-handler.mjs, issue 16 §1).
 *
 * `revalidatePath` only works inside a Next request; outside one (scripts, tests without a mock)
 * the failure is logged and ignored, since the database change itself has succeeded.
 */
import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { SETTINGS_CACHE_TAG } from "@/lib/domain/settings";
import { clearResponseCache } from "@/lib/http/response-cache";
import { logger } from "@/lib/log";

function revalidate(paths: readonly (readonly [string] | readonly [string, "page" | "layout"])[]): void {
  for (const [path, type] of paths) {
    try {
      revalidatePath(path, type);
    } catch (error) {
      logger.warn(
        { path, error: error instanceof Error ? error.message : String(error) },
        "revalidatePath fehlgeschlagen",
      );
    }
  }
  clearResponseCache();
}

/** Unique, non-empty values. */
const unique = (values: readonly (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/**
 * Revalidates what shows the quizzes of `serviceTypes` (old and new service id after a change):
 * /quiz/{service} for each, the /quiz list and the public quiz API.
 */
export function revalidateQuizPages(serviceTypes: readonly (string | null | undefined)[]): void {
  revalidate([
    ...unique(serviceTypes).flatMap((service) => [[`/quiz/${service}`] as const, [`/api/quizzes/${service}`] as const]),
    ["/quiz"],
    ["/api/quizzes"],
  ]);
}

/**
 * Revalidates what shows blog posts after a change of the posts with `slugs` (old and new slug):
 * /blog/{slug} for each, every article page (related posts), /blog, the home page (teaser), the
 * public blog API and the sitemap of articles.
 */
export function revalidateBlogPages(slugs: readonly (string | null | undefined)[]): void {
  revalidate([
    ...unique(slugs).map((slug) => [`/blog/${slug}`] as const),
    ["/(public)/blog/[slug]", "page"],
    ["/blog"],
    ["/"],
    ["/api/blog-posts"],
    ["/server-sitemap.xml"],
  ]);
}

/**
 * Revalidates what shows the operator's settings after an admin saves them: the
 * settings' data-cache entry (SETTINGS_CACHE_TAG, expired at once; every page that read the settings
 * carries the tag too), every page under the root layout (footer, contact details and JSON-LD,
 * /impressum, /agb, /datenschutz, /unternehmen and the partner forms with the commission), and
 * explicitly the home page, /kontakt and /impressum. With the shared cache (REDIS_URL,
 * docs/shared-cache.md) this reaches every instance at once; without it only this instance's cache
 * is refreshed, the others re-render within their ISR time (`revalidate = 60` of the public layout).
 */
export function revalidateSettingsPages(): void {
  try {
    revalidateTag(SETTINGS_CACHE_TAG, { expire: 0 });
  } catch (error) {
    logger.warn(
      { tag: SETTINGS_CACHE_TAG, error: error instanceof Error ? error.message : String(error) },
      "revalidateTag fehlgeschlagen",
    );
  }
  revalidate([["/", "layout"], ["/"], ["/kontakt"], ["/impressum"]]);
}

/**
 * Revalidates what shows company `companyId` publicly (issue 15 §5) after its data, its
 * verification, deactivation or its reviews change: every profile page (/firmen/{slug} and its
 * review pages; the slug derives from the name, so a rename changes the path, and a revalidation of
 * the route pattern also reaches the old path, which then redirects or answers 404), every page of
 * the directory /firmen (the route that /firmen and its filters are rewritten to) and the sitemap. Call it
 * after the change is committed (reviews, answers and moderation; the admin: company creation,
 * edits, verification, deactivation; registrations approved; the company's own profile edits).
 */
export function revalidateCompanyProfile(companyId: number): void {
  logger.debug({ companyId }, "Firmenprofil wird neu erzeugt");
  revalidate([
    ["/(public)/firmen/[slug]", "page"],
    ["/(public)/firmen/[slug]/seite/[seite]", "page"],
    ["/(public)/firmen/verzeichnis/[leistung]/[bezirk]/[seite]", "page"],
    ["/server-sitemap.xml"],
  ]);
}
