/**
 * Inputs of the customer's project room (issue 14): the link token in the path and the e-mail of
 * "Links anfordern". Shared by the route handlers and the forms.
 */
import { z } from "./zod";

/** POST /api/mein-projekt/links: the address the projects were submitted with. */
export const projectLinksRequestSchema = z.object({
  email: z
    .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein" })
    .trim()
    .min(1, "Bitte geben Sie Ihre E-Mail-Adresse ein")
    .max(255, "Die E-Mail-Adresse darf höchstens 255 Zeichen haben")
    .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein")),
});
export type ProjectLinksRequest = z.infer<typeof projectLinksRequestSchema>;

/** The one answer of every link request, whether or not projects exist for the address or id (no enumeration). */
export const PROJECT_LINKS_MESSAGE =
  "Wenn wir Anfragen zu dieser E-Mail-Adresse gespeichert haben, haben wir Ihnen die Links zu „Mein Projekt“ geschickt. Bitte sehen Sie auch im Spam-Ordner nach.";

/** The answer of "Link per E-Mail senden" on an offer page (same for unknown ids). */
export const PROJECT_LINK_SENT_MESSAGE =
  "Wenn es diese Anfrage gibt, haben wir den Link an die dabei angegebene E-Mail-Adresse geschickt. Bitte sehen Sie auch im Spam-Ordner nach.";
