import { Mail } from "lucide-react";

import { partnerMailtoHref } from "@/lib/content/partner-landing";

import { RegistrationCta } from "./registration-visibility";

/**
 * Closing call to action of /unternehmen: reveals the registration form; mailto link to the contact address.
 *
 * @param email The public contact address of the "Einstellungen".
 */
export function PartnerFinalCta({ email }: { email: string }) {
  return (
    <section aria-labelledby="partner-final-cta-title" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-linear-to-br from-primary to-blue-800 px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12">
        <h2 id="partner-final-cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          Bereit für neue Aufträge?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-blue-50 sm:text-lg">
          Registrieren Sie Ihr Unternehmen in wenigen Minuten. Nach der Prüfung erhalten Sie passende Anfragen direkt in
          Ihr Firmen-Dashboard.
        </p>
        <RegistrationCta className="mt-8 h-auto min-h-12 bg-white py-3 whitespace-normal text-primary hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700">
          Jetzt registrieren
        </RegistrationCta>
        <p className="mt-8 text-blue-50">
          Noch Fragen? Schreiben Sie uns:{" "}
          <a
            href={partnerMailtoHref(email)}
            className="inline-flex items-center gap-1.5 font-semibold break-all text-white underline underline-offset-4 hover:decoration-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {email}
          </a>
        </p>
      </div>
    </section>
  );
}
