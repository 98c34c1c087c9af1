import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The bare Next page of the bench, baseline of the proxy and Lighthouse parts: the project's own
 * `next`, no configuration beyond where it builds. Built by bench/proxy.ts (ensureBareBuild): with
 * Turbopack from a staged copy in `.next-bare-turbopack`, with webpack in place into `.next-bare`
 * (both ignored). BARE_DIST_DIR (relative to the folder it builds in) sets the build folder.
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
