/**
 * Next.js configuration. Public pages are static or ISR; nothing here reads the database.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded database packages ship WASM and must not be bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg"],
};

export default nextConfig;
