import { fileURLToPath } from "node:url";
import { securityHeaderRoutes } from "./lib/security/headers.mjs";

/**
 * Next.js configuration. Public pages are static or ISR; nothing here reads the database.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  // NEXT_DIST_DIR lets several dev servers run side by side in one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Never log the addresses of room, setup, review and offer links: their path holds the token.
  logging: {
    incomingRequests: {
      ignore: [/\/(?:mein-projekt|password-setup|validate-setup-token|invitation|bewertung|offers?)\/[^/?#]+/],
    },
  },
  // scripts/server.ts compresses after deferring the framework scripts; Next's compression would hand it gzip.
  compress: false,
  // Standalone only for the container image: `npm start` uses scripts/server.ts, and Next warns on every
  // such start when the configuration says "standalone".
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" } : {}),
  /** Shared cache for several instances when REDIS_URL is set; otherwise Next's embedded default. */
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL("./lib/cache/shared-cache-handler.mjs", import.meta.url)) }
    : {}),
  /** Instances share cache entries only within one build id: builds for one cluster set NEXT_BUILD_ID. */
  generateBuildId: async () => process.env.NEXT_BUILD_ID?.trim() || null,
  // WASM of the embedded database must not be bundled; pdfkit (with fontkit) and @e-invoice-eu/core load
  // their data files and modules from their own folders at run time; heic-decode's libheif carries its own WASM.
  serverExternalPackages: [
    "heic-decode",
    "libheif-js",
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pg",
    "pdfkit",
    "fontkit",
    "@e-invoice-eu/core",
  ],
  // The invoice PDFs read the Noto Sans files by path: the standalone output must carry them.
  outputFileTracingIncludes: {
    "/**": [
      "node_modules/@expo-google-fonts/noto-sans/400Regular/*.ttf",
      "node_modules/@expo-google-fonts/noto-sans/700Bold/*.ttf",
    ],
  },
  /**
   * Images are at most 1200 px wide and the optimizer never enlarges, so larger widths only bloat every
   * `srcset`; 96/192 serve the 96 px thumbnails at 1x and 2x.
   */
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200],
    imageSizes: [96, 192, 384],
  },
  experimental: {
    // app/global-not-found.tsx answers unknown addresses, so the root layout's not-found element (in every
    // RSC payload) needs no header and footer.
    globalNotFound: true,
  },
  /**
   * /firmen/{slug}?seite=n is served by /firmen/{slug}/seite/{n}, so profile pages never read the query
   * and stay ISR; /firmen goes to its ISR route (proxy.ts rewrites filtered pages first).
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
  /** Security headers (lib/security/headers.mjs), applied at serve time so static pages carry them too. */
  async headers() {
    return securityHeaderRoutes({ development: process.env.NODE_ENV === "development" });
  },
};

export default nextConfig;
