/**
 * Browser security headers (issue 12 §7), shared by next.config.mjs (every response) and proxy.ts
 * (the per-request nonce policy of the private pages). Plain JavaScript because next.config.mjs
 * loads it without a compiler; types in headers.d.mts.
 *
 * Content-Security-Policy, two variants:
 * - Private pages that render per request (dashboards, role switch, password setup with a token):
 *   `script-src 'self' 'nonce-…' 'strict-dynamic'`. proxy.ts creates the nonce and puts the policy
 *   on the request, where Next reads it and stamps its own scripts (Next's CSP guide).
 * - Everything else, above all the static/ISR public pages: `script-src 'self' 'unsafe-inline'`.
 *   A static page is rendered once, so it cannot carry a per-request nonce, and Next's inline
 *   flight-data scripts differ per page and per revalidation, so hashes are not feasible either.
 *   Those pages render no HTML from strangers (blog HTML comes from admins and is sanitised on save
 *   and render); the pages that show customer and partner submissions are the nonce pages.
 * Styles allow 'unsafe-inline' everywhere: React and Radix write `style` attributes and the toast
 * library injects a <style> element; styles cannot run code. Images allow data: (QR codes of the
 * admin's TOTP enrolment) and blob:. No external host appears anywhere: the app loads nothing
 * from another origin (docs/architecture.md "Performance rules").
 */

/**
 * Path prefixes whose pages render per request and get the nonce policy from proxy.ts. They must
 * stay dynamic: a prerendered page has no nonce on its scripts, and 'strict-dynamic' would block them.
 * /admin-login, /firmen-login and /password-setup (no token) are static and keep the static policy.
 */
export const NONCE_CSP_PATH_PATTERN = /^\/(?:admin-dashboard|company-dashboard|dashboard)(?:\/|$)|^\/password-setup\/./;

/**
 * The Content-Security-Policy value.
 * @param {{ nonce?: string; development?: boolean }} options `nonce`: base64 nonce of this request
 *   (omit for the static policy); `development`: adds 'unsafe-eval', which React needs in
 *   development only (error stacks), never in production.
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, development = false } = {}) {
  const scriptSources = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (development) scriptSources.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Browser features the app never uses, switched off for the page and every frame. */
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "usb",
  "xr-spatial-tracking",
];

/** Headers every response carries, the CSP aside (nosniff, referrer, feature and frame rules). */
export const COMMON_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", ") },
  // Legacy twin of frame-ancestors 'none' for browsers without CSP level 2.
  { key: "X-Frame-Options", value: "DENY" },
];

/**
 * Pages whose URL carries a secret (setup token, offer link, customer's offers page, the customer's
 * project room "Mein Projekt" with its link token, issue 14 §3): the browser sends no Referer at
 * all from them, so the secret never reaches another site or a log.
 */
export const NO_REFERRER_SOURCES = [
  "/password-setup/:path*",
  "/offer/:path*",
  "/badezimmer-angebote/:path*",
  "/mein-projekt/:path*",
  "/bewertung/:path*",
];

/**
 * Two years, subdomains included. Sent only when the request reached the deployment over https,
 * as the reverse proxy reports in X-Forwarded-Proto (browsers ignore HSTS over http anyway, so a
 * client faking the header gains nothing). `next start` alone speaks http only.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * The entries for next.config's `headers()`.
 * @param {{ development?: boolean }} options
 * @returns {{ source: string; has?: { type: "header"; key: string; value: string }[]; headers: { key: string; value: string }[] }[]}
 */
export function securityHeaderRoutes({ development = false } = {}) {
  return [
    { source: "/:path*", headers: COMMON_SECURITY_HEADERS },
    {
      // Every path except the nonce pages (NONCE_CSP_PATH_PATTERN), whose policy proxy.ts sets.
      source: "/((?!(?:admin-dashboard|company-dashboard|dashboard)(?:/|$)|password-setup/.).*)",
      headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ development }) }],
    },
    ...NO_REFERRER_SOURCES.map((source) => ({ source, headers: [{ key: "Referrer-Policy", value: "no-referrer" }] })),
    {
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https(?:\\s*,.*)?" }],
      headers: [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }],
    },
  ];
}
