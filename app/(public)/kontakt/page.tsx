import type { Metadata } from "next";

import { ContactDetails } from "@/components/contact/contact-details";
import { ContactForm } from "@/components/contact/contact-form";
import { JsonLd } from "@/components/seo/json-ld";
import { siteConfig } from "@/lib/config";
import { getSiteSettings } from "@/lib/data/settings";
import { organizationJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Kontakt",
  description: `Fragen zu Ihrer Renovierungsanfrage oder zu ${siteConfig.name}? Schreiben Sie uns – unser Team in Wien antwortet in der Regel innerhalb von 24 Stunden.`,
  path: "/kontakt",
});

/** Seconds a rendered page is served before it is rendered anew (settings changes). */
export const revalidate = 60;

/** /kontakt – contact form, contact details from the "Einstellungen", opening hours and a link to the FAQ. */
export default async function KontaktPage() {
  const { contact } = await getSiteSettings();
  return (
    <>
      <JsonLd data={organizationJsonLd(contact)} />
      <section className="border-b bg-secondary">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-secondary-foreground sm:text-4xl">Kontakt</h1>
          <p className="mt-3 max-w-2xl text-lg text-secondary-foreground">
            Fragen zu Ihrer Anfrage, zu Angeboten oder zur Zusammenarbeit als Partnerbetrieb? Unser Team in Wien hilft
            Ihnen gerne weiter – in der Regel antworten wir innerhalb von 24 Stunden.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="self-start rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <ContactDetails contact={contact} brandName={siteConfig.name} />
      </div>
    </>
  );
}
