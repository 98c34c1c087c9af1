/**
 * Loads .env files the way Next.js does (`@next/env`), for scripts that run outside Next
 * (dev/start wrapper, migrate, seed). Import it before anything that imports lib/env.
 */
import * as nextEnv from "@next/env";

// @next/env is CommonJS: under Node's ESM loader its exports sit on `default`, under Jest/SWC on the namespace.
type NextEnv = typeof import("@next/env");
const { loadEnvConfig } = (nextEnv as NextEnv & { default?: NextEnv }).default ?? nextEnv;

loadEnvConfig(process.cwd());
