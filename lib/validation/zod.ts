/**
 * zod with German default messages (zod's own `de` locale) for every issue a schema does not word
 * itself. All schemas import zod from here (`import * as z from "@/lib/validation/zod"`) so the
 * locale is always configured.
 *
 * Named re-exports, not zod's `z` object: a bundler keeps only the functions a page's schemas use,
 * and `z` would carry all of zod with its 40-odd locales (the quiz's validation chunk fell from about
 * 90 kB to about 34 kB of gzip JavaScript; issue 16 §5).
 *
 * `jitless: true`: zod 4 otherwise probes once with `new Function("")` whether it may compile
 * parsers; under the Content-Security-Policy without 'unsafe-eval' (lib/security/headers.mjs) the
 * browser reports that probe as a violation on every page with a form. Parsing is the same without it.
 */
import { config } from "zod";
import { de } from "zod/locales";

config(de());
config({ jitless: true });

export * from "zod";
