/**
 * zod with German default messages (zod's own `de` locale) for every issue a schema does not word
 * itself. All schemas import `z` from here so the locale is always configured.
 *
 * `jitless: true`: zod 4 otherwise probes once with `new Function("")` whether it may compile
 * parsers; under the Content-Security-Policy without 'unsafe-eval' (lib/security/headers.mjs) the
 * browser reports that probe as a violation on every page with a form. Parsing is the same without it.
 */
import { z } from "zod";

z.config(z.locales.de());
z.config({ jitless: true });

export { z };
