/**
 * The bare Next page of the bench (issue 16 §5, §6): the project's own `next` (resolved from the
 * repository's node_modules), no configuration beyond where it builds. Built and served by
 * `npm run bench` (scripts/bench-proxy.ts, with webpack: see ensureBareBuild there); output in the repository's ignored `.next-bare` folder
 * (BARE_DIST_DIR relative to this folder overrides it).
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  distDir: process.env.BARE_DIST_DIR || "../../.next-bare",
  poweredByHeader: false,
};

export default nextConfig;
