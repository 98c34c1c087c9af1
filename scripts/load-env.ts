/**
 * Loads .env files the way Next.js does (`@next/env`), for scripts that run outside Next
 * (dev/start wrapper, migrate, seed). Import it before anything that imports lib/env.
 */
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());
