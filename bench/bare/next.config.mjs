import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The bare Next page of the bench (issue 16 §5, §6): the project's own `next`, no configuration
 * beyond where it builds. Built and served by `npm run bench` (bench/proxy.ts, ensureBareBuild):
 * with Turbopack, as the app is built, from a staged copy in the ignored `.next-bare-turbopack`
 * folder; with webpack in place into the ignored `.next-bare` folder. BARE_DIST_DIR (relative to the
 * folder it builds in) sets the build folder.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  distDir: process.env.BARE_DIST_DIR || "../../.next-bare",
  poweredByHeader: false,
  // Only the folder of this file: inside the repository, Turbopack would otherwise take the
  // repository as its root and build the app's instrumentation.ts and proxy.ts into this page.
  turbopack: { root: path.dirname(fileURLToPath(import.meta.url)) },
};

export default nextConfig;
