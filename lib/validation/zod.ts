/**
 * zod with German default messages; every schema imports zod from here so the locale is configured.
 * Named re-exports, not `z`: bundlers then keep only what a page uses, not all of zod's locales.
 * `jitless: true`: zod's `new Function` probe would be reported as a CSP violation (no 'unsafe-eval').
 */
import { config } from "zod";
import { de } from "zod/locales";

config(de());
config({ jitless: true });

export * from "zod";
