/**
 * The address of a public company profile (issue 15 §5): /firmen/{slug} with slug = the slugified
 * name + "-" + the company id, e.g. "malerei-huber-12". The id alone decides which company it is;
 * a wrong or outdated name part is redirected to the canonical slug by the page. Pure.
 */

const UMLAUTS: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** Longest name part of a slug (characters); longer names are cut at a word boundary when possible. */
export const MAX_SLUG_NAME_LENGTH = 60;

/**
 * The URL-safe name part: lower case, umlauts as "ae"/"oe"/"ue"/"ss", other accents dropped, every
 * run of other characters one "-", no leading/trailing "-", at most MAX_SLUG_NAME_LENGTH characters;
 * "firma" when nothing is left (e.g. a name of only symbols).
 */
export function slugifyCompanyName(name: string): string {
  const ascii = name
    .toLocaleLowerCase("de-AT")
    .replace(/[äöüß]/g, (char) => UMLAUTS[char]!)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  let slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length > MAX_SLUG_NAME_LENGTH) {
    const cut = slug.slice(0, MAX_SLUG_NAME_LENGTH);
    const lastDash = cut.lastIndexOf("-");
    slug = (lastDash > 20 ? cut.slice(0, lastDash) : cut).replace(/-+$/g, "");
  }
  return slug || "firma";
}

/** The canonical slug of a company: "malerei-huber-12". */
export function companySlug(company: { id: number; name: string }): string {
  return `${slugifyCompanyName(company.name)}-${company.id}`;
}

/** The site path of a company's profile: "/firmen/malerei-huber-12". */
export function companyProfilePath(company: { id: number; name: string }): string {
  return `/firmen/${companySlug(company)}`;
}

/**
 * The company id at the end of a slug ("malerei-huber-12" → 12, "12" → 12), else null (no
 * trailing number, 0, leading zeros, or beyond a PostgreSQL integer).
 */
export function parseCompanySlug(slug: string): number | null {
  const match = /(?:^|-)([1-9]\d{0,9})$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
