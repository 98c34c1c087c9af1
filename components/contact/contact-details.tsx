/**
 * Contact details beside the contact form from the "Einstellungen". Data not entered yet reads "noch nicht
 * hinterlegt" rather than a placeholder shown as real.
 */
import { Clock, HelpCircle, Mail, MapPin, Phone } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { telHref } from "@/lib/domain/phone";
import { CONTACT_MISSING_VALUE, type ContactSettings } from "@/lib/domain/settings";

/**
 * @param contact   Public contact details (lib/data/settings.ts `getSiteSettings().contact`).
 * @param brandName Shown as the first address line.
 */
export function ContactDetails({ contact, brandName }: { contact: ContactSettings; brandName: string }) {
  const hasAddress = contact.street.trim() !== "" || contact.zipCity.trim() !== "";
  const hasPhone = contact.phone.trim() !== "";
  return (
    <div className="grid gap-4">
      <section aria-labelledby="contact-details-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="contact-details-title" className="text-lg font-semibold">
          So erreichen Sie uns
        </h2>
        <ul className="mt-4 grid gap-4 text-sm">
          <li className="flex items-start gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-medium">E-Mail</p>
              <a href={`mailto:${contact.email}`} className="break-all text-primary underline-offset-4 hover:underline">
                {contact.email}
              </a>
            </div>
          </li>
          <li className="flex items-start gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-medium">Telefon</p>
              {hasPhone ? (
                <a
                  href={telHref(contact.phone)}
                  className="text-primary underline-offset-4 hover:underline"
                  data-testid="contact-phone"
                >
                  {contact.phone}
                </a>
              ) : (
                <p className="text-muted-foreground" data-testid="contact-phone">
                  {CONTACT_MISSING_VALUE} – bitte schreiben Sie uns eine E-Mail oder nutzen Sie das Formular.
                </p>
              )}
            </div>
          </li>
          <li className="flex items-start gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-medium">Adresse</p>
              {hasAddress ? (
                <address className="text-muted-foreground not-italic">
                  {brandName}
                  {[contact.street, contact.zipCity]
                    .filter((line) => line.trim() !== "")
                    .map((line) => (
                      <span key={line}>
                        <br />
                        {line}
                      </span>
                    ))}
                </address>
              ) : (
                <p className="text-muted-foreground">{CONTACT_MISSING_VALUE}</p>
              )}
            </div>
          </li>
        </ul>
      </section>

      {contact.openingHours.length > 0 && (
        <section aria-labelledby="opening-hours-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="opening-hours-title" className="flex items-center gap-2 text-lg font-semibold">
            <Clock className="size-5 text-primary" aria-hidden="true" />
            Öffnungszeiten
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {contact.openingHours.map((row, index) => (
              <div key={index} className="contents">
                <dt className="font-medium">{row.days}</dt>
                <dd className="text-muted-foreground">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section aria-labelledby="faq-shortcut-title" className="rounded-xl border bg-secondary p-5 sm:p-6">
        <h2 id="faq-shortcut-title" className="flex items-center gap-2 text-lg font-semibold text-secondary-foreground">
          <HelpCircle className="size-5" aria-hidden="true" />
          Schnelle Antworten
        </h2>
        <p className="mt-2 text-sm text-secondary-foreground">
          Kosten, Ablauf, geprüfte Betriebe: Viele Fragen beantworten wir bereits in unseren FAQ.
        </p>
        <Button asChild variant="outline" className="mt-4 w-full sm:w-auto">
          <Link prefetch={false} href="/#faq">
            Häufige Fragen
          </Link>
        </Button>
      </section>
    </div>
  );
}
