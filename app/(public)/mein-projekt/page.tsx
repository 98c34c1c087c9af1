import type { Metadata } from "next";
import { ProjectLinksForm } from "@/components/project-room/project-links-form";

/**
 * /mein-projekt – a customer without the link asks for new links to every project of an e-mail address; the answer
 * is the same whatever the address.
 */
export const metadata: Metadata = {
  title: "Mein Projekt",
  description: "Fordern Sie die Links zu Ihren Anfragen per E-Mail an.",
  robots: { index: false, follow: false },
};

export default function ProjectLinksPage() {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20" aria-labelledby="project-links-title">
      <p className="text-sm font-medium text-primary">Mein Projekt</p>
      <h1 id="project-links-title" className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        Links zu meinen Anfragen anfordern
      </h1>
      <p className="mt-4 text-muted-foreground">
        Unter „Mein Projekt“ sehen Sie den Stand Ihrer Anfrage und die Betriebe, die Ihre Kontaktdaten erhalten haben.
        Dort können Sie Ihre Anfrage zurückziehen und Ihre Daten herunterladen oder löschen. Den persönlichen Link dazu
        haben wir Ihnen nach dem Absenden per E-Mail geschickt.
      </p>
      <p className="mt-3 text-muted-foreground">
        Link nicht mehr zur Hand? Geben Sie die E-Mail-Adresse Ihrer Anfrage ein: Wir schicken Ihnen neue Links zu allen
        Ihren Anfragen. Frühere Links funktionieren danach nicht mehr.
      </p>
      <div className="mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <ProjectLinksForm idPrefix="project-links" />
      </div>
      <noscript>
        <p className="mt-4 rounded-md border bg-muted/40 p-3 text-sm">
          Zum Anfordern der Links braucht diese Seite JavaScript.
        </p>
      </noscript>
    </section>
  );
}
