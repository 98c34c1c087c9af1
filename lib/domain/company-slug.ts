/**
 * Public company profile addresses: /firmen/{name}-{id}. Only the id decides the company; the page
 * redirects a wrong or outdated name part to the canonical slug.
 */

const UMLAUTS: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

export const MAX_SLUG_NAME_LENGTH = 60;

/** The URL-safe name part (umlauts transliterated, at most MAX_SLUG_NAME_LENGTH); "firma" when nothing is left. */
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

export function companySlug(company: { id: number; name: string }): string {
  return `${slugifyCompanyName(company.name)}-${company.id}`;
}

export function companyProfilePath(company: { id: number; name: string }): string {
  return `/firmen/${companySlug(company)}`;
}

/** The id at the end of a slug ("malerei-huber-12" → 12); null for none, 0, leading zeros or beyond integer range. */
export function parseCompanySlug(slug: string): number | null {
  const match = /(?:^|-)([1-9]\d{0,9})$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
