/**
 * Next.js configuration. Public pages are static or ISR; nothing here reads the database.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  // Build folder; NEXT_DIST_DIR lets several dev servers run side by side in one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The embedded database packages ship WASM and must not be bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg"],
};

export default nextConfig;
