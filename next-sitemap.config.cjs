/**
 * next-sitemap (runs after `next build`): sitemap.xml and robots.txt from the prerendered public
 * pages (home, service landings, price guide, legal pages, blog list). Published articles come from
 * the database and are served at request time by app/server-sitemap.xml/route.ts, which robots.txt
 * and the sitemap index list as an additional sitemap.
 * @type {import('next-sitemap').IConfig}
 */
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");

/** Percent-encodes each path segment once (umlaut service ids such as /küchenrenovierung). */
function encodePath(path) {
  return path
    .split("/")
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join("/");
}

const privatePaths = [
  "/api/*",
  "/danke",
  "/offer/*",
  "/badezimmer-angebote/*",
  "/firmen-login",
  "/admin-login",
  "/dashboard",
  "/company-dashboard*",
  "/admin-dashboard*",
  "/password-setup/*",
  "/partner-onboarding2",
  "/server-sitemap.xml",
  "/icon.svg",
  "/_not-found",
];

module.exports = {
  siteUrl,
  sourceDir: process.env.NEXT_DIST_DIR || ".next",
  generateRobotsTxt: true,
  generateIndexSitemap: true,
  changefreq: "weekly",
  priority: 0.7,
  exclude: privatePaths,
  transform: async (config, path) => ({
    loc: encodePath(path),
    changefreq: path === "/" || path === "/blog" ? "daily" : config.changefreq,
    priority: path === "/" ? 1.0 : path.startsWith("/preisleitfaden") || path === "/quiz" ? 0.8 : config.priority,
    lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
  }),
  robotsTxtOptions: {
    policies: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [
          "/api/",
          "/admin-dashboard",
          "/company-dashboard",
          "/dashboard",
          "/password-setup/",
          "/offer/",
          "/badezimmer-angebote/",
          "/danke",
        ],
      },
    ],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
  },
};
