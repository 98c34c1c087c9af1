/** A link in the header navigation. */
export interface NavLink {
  href: string;
  label: string;
}

/** The blog's one name in header and footer: "Ratgeber", as /blog's heading says; the URL stays /blog. */
export const blogNavLink: NavLink = { href: "/blog", label: "Ratgeber" };

/** Main navigation of the public header. */
export const mainNavLinks: readonly NavLink[] = [
  { href: "/badezimmer", label: "Badezimmer" },
  { href: "/preisleitfaden", label: "Preisleitfaden" },
  blogNavLink,
  { href: "/unternehmen", label: "Für Unternehmen" },
];

/** Call to action at the end of the header navigation. */
export const quizCta: NavLink = { href: "/quiz", label: "Angebote anfordern" };

/** Extra link only the mobile drawer shows. */
export const companyLoginLink: NavLink = { href: "/firmen-login", label: "Firmen Login" };

/** True when `pathname` is `href` or a page below it (`/blog/x` is inside `/blog`). */
export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}
