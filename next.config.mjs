import { fileURLToPath } from "node:url";
import { securityHeaderRoutes } from "./lib/security/headers.mjs";

/**
 * Next.js configuration. Public pages are static or ISR; nothing here reads the database.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  // Build folder; NEXT_DIST_DIR lets several dev servers run side by side in one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `next dev` logs every request with its full URL: never the addresses of room, setup, review and
  // offer links (their path holds the token; lib/log.ts masks the same segments in the app's log).
  logging: {
    incomingRequests: {
      ignore: [/\/(?:mein-projekt|password-setup|validate-setup-token|invitation|bewertung|offers?)\/[^/?#]+/],
    },
  },
  // scripts/server.ts compresses, after it has deferred the framework scripts of HTML documents
  // (lib/http/deferred-scripts.ts); Next's own compression would hand it gzip bytes.
  compress: false,
  // Self-contained server folder (.next/standalone) only for the container image (Dockerfile sets
  // NEXT_OUTPUT=standalone): `npm start` runs the build through scripts/server.ts, and Next warns
  // on every such start when the loaded configuration says "standalone".
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" } : {}),
  /**
   * Shared cache for several instances (issue 16 §1, docs/shared-cache.md): with REDIS_URL set when
   * Next loads this file, ISR pages, the data cache and on-demand revalidation live in Redis
   * (lib/cache/shared-cache-handler.mjs). Without it, Next's embedded default as for one instance.
   */
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL("./lib/cache/shared-cache-handler.mjs", import.meta.url)) }
    : {}),
  /**
   * Build id (issue 16 §1): instances share cache entries only within one build id (the key prefix),
   * so two builds of the same source for one cluster set the same NEXT_BUILD_ID; unset: a random id.
   */
  generateBuildId: async () => process.env.NEXT_BUILD_ID?.trim() || null,
  // The embedded database packages ship WASM and must not be bundled; pdfkit reads its data files from
  // its own folder at run time (invoice PDFs) with its fontkit, whose parsed fonts lib/invoices/pdf.ts shares,
  // and @e-invoice-eu/core loads its format modules itself.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pg",
    "pdfkit",
    "fontkit",
    "@e-invoice-eu/core",
  ],
  // The invoice PDFs read the Noto Sans files by path (lib/invoices/pdf.ts): the standalone output must carry them.
  outputFileTracingIncludes: {
    "/**": [
      "node_modules/@expo-google-fonts/noto-sans/400Regular/*.ttf",
      "node_modules/@expo-google-fonts/noto-sans/700Bold/*.ttf",
    ],
  },
  /**
   * Image optimizer widths (next/image, components/ui/static-image.tsx). The site's images
   * (public/images) are at most 1200 px wide, and the optimizer never enlarges, so the default
   * 1920/2048/3840 px entries only repeated the original in every `srcset`, once in the HTML and
   * once in the RSC payload (issue 16 §5, §6). 96/192 serve the home page's 96 px article
   * thumbnails at 1× and 2×; 384 the smallest card.
   */
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200],
    imageSizes: [96, 192, 384],
  },
  experimental: {
    // app/global-not-found.tsx answers unknown addresses, so the root layout's not-found element
    // (part of every page's RSC payload) needs no header and footer (issue 16 §5).
    globalNotFound: true,
  },
  /**
   * Review pages of a company profile (issue 15 §5): /firmen/{slug}?seite=n is served by
   * /firmen/{slug}/seite/{n}, so the profile page never reads the query and each page stays ISR.
   * The directory /firmen is served by its ISR route (first page, no filter; proxy.ts rewrites the
   * filtered and later pages there before this applies), which renders on first request: `next build`
   * needs no database.
   */
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: "/firmen/:slug",
          has: [{ type: "query", key: "seite", value: "(?<seite>\\d{1,5})" }],
          destination: "/firmen/:slug/seite/:seite",
        },
        { source: "/firmen", destination: "/firmen/verzeichnis/alle/wien/1" },
      ],
    };
  },
  /**
   * Browser security headers on every response (issue 12 §7; rules in lib/security/headers.mjs):
   * CSP (the private per-request pages get a nonce policy from proxy.ts instead), nosniff,
   * Referrer-Policy (no-referrer on the pages whose URL holds a secret), Permissions-Policy,
   * X-Frame-Options and, over https, HSTS. Applied at serve time, so static pages carry them too.
   */
  async headers() {
    return securityHeaderRoutes({ development: process.env.NODE_ENV === "development" });
  },
};

export default nextConfig;
