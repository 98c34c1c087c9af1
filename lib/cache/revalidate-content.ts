/** On-demand revalidation after admin changes. */
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

const unique = (values: readonly (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/** For the quizzes of `serviceTypes`. */
export function revalidateQuizPages(serviceTypes: readonly (string | null | undefined)[]): void {
  revalidate([
    ...unique(serviceTypes).flatMap((service) => [[`/quiz/${service}`] as const, [`/api/quizzes/${service}`] as const]),
    ["/quiz"],
    ["/api/quizzes"],
  ]);
}

/** For a subsidy rule change: every quiz page asks the questions of the current rules of its service. */
export function revalidateSubsidyPages(): void {
  revalidate([["/(quiz)/quiz/[service]", "page"]]);
}

/** For blog posts `slugs`; every article lists related posts. */
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

/** For the operator's settings. */
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

/** For company `companyId`; call after commit. */
export function revalidateCompanyProfile(companyId: number): void {
  logger.debug({ companyId }, "Firmenprofil wird neu erzeugt");
  revalidate([
    ["/(public)/firmen/[slug]", "page"],
    ["/(public)/firmen/[slug]/seite/[seite]", "page"],
    ["/(public)/firmen/verzeichnis/[leistung]/[bezirk]/[seite]", "page"],
    ["/server-sitemap.xml"],
  ]);
}
