/**
 * zod with German default messages (zod's own `de` locale) for every issue a schema does not word
 * itself. All schemas import `z` from here so the locale is always configured.
 */
import { z } from "zod";

z.config(z.locales.de());

export { z };
