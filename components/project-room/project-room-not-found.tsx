/**
 * The one "not found" state of /mein-projekt/{token}: every unknown, malformed, revoked, expired or erased token gets
 * the same answer, with the form to request new links.
 */
import { House } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ProjectLinksForm } from "./project-links-form";

export function ProjectRoomNotFound() {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20" aria-labelledby="room-not-found-title">
      <p className="text-sm font-medium text-primary">Mein Projekt</p>
      <h1 id="room-not-found-title" className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        Projekt nicht gefunden
      </h1>
      <p className="mt-4 text-muted-foreground">
        Dieser Link ist ungültig, wurde widerrufen oder 12 Monate lang nicht verwendet. Wurden Ihre Daten gelöscht,
        funktioniert er ebenfalls nicht mehr.
      </p>
      <div className="mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold">Neuen Link anfordern</h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          Wir schicken Ihnen neue Links zu allen Anfragen, die Sie mit dieser E-Mail-Adresse gesendet haben. Ihre
          bisherigen Links bleiben gültig.
        </p>
        <ProjectLinksForm idPrefix="room-not-found" />
      </div>
      <Button asChild variant="outline" size="lg" className="mt-8 w-full sm:w-auto">
        <Link prefetch={false} href="/">
          <House aria-hidden="true" />
          Zur Startseite
        </Link>
      </Button>
    </section>
  );
}
