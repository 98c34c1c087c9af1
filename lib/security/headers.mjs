/** Security headers (next.config.mjs, proxy.ts). Static pages cannot carry a nonce: they allow inline scripts. */

/** Nonce-policy pages; must stay dynamic ('strict-dynamic' blocks un-nonced scripts). */
export const NONCE_CSP_PATH_PATTERN = /^\/(?:admin-dashboard|company-dashboard|dashboard)(?:\/|$)|^\/password-setup\/./;

/**
 * @param {{ nonce?: string; development?: boolean }} options `development` adds 'unsafe-eval' (dev only)
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

export const COMMON_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", ") },
  // For browsers without CSP level 2.
  { key: "X-Frame-Options", value: "DENY" },
];

/** Secret-bearing URLs: no Referer leaks the secret. */
export const NO_REFERRER_SOURCES = [
  "/password-setup/:path*",
  "/offer/:path*",
  "/badezimmer-angebote/:path*",
  "/mein-projekt/:path*",
  "/bewertung/:path*",
];

/** Only over https (browsers ignore HSTS over http). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * @param {{ development?: boolean }} options
 * @returns {{ source: string; has?: { type: "header"; key: string; value: string }[]; headers: { key: string; value: string }[] }[]}
 */
export function securityHeaderRoutes({ development = false } = {}) {
  return [
    { source: "/:path*", headers: COMMON_SECURITY_HEADERS },
    {
      // All but the nonce pages (proxy.ts sets theirs).
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
