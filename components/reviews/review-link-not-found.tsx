/**
 * The one "not found" state of /bewertung/{token}: unknown, malformed and used links and links of
 * erased projects all get the same German answer (no hint which one it was).
 */
import { House } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

export function ReviewLinkNotFound() {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20" aria-labelledby="review-link-not-found-title">
      <p className="text-sm font-medium text-primary">Bewertung</p>
      <h1 id="review-link-not-found-title" className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        Bewertungslink nicht gültig
      </h1>
      <p className="mt-4 text-muted-foreground">
        Dieser Link ist ungültig oder wurde bereits für eine Bewertung verwendet. Jeder Bewertungslink gilt für genau
        eine Bewertung. Wurden die Daten der Anfrage gelöscht, funktioniert er ebenfalls nicht mehr.
      </p>
      <p className="mt-4 text-muted-foreground">
        <Link prefetch={false} href="/bewertungen" className="font-medium text-primary underline underline-offset-2">
          So entstehen unsere Bewertungen
        </Link>
      </p>
      <Button asChild variant="outline" size="lg" className="mt-8 w-full sm:w-auto">
        <Link prefetch={false} href="/">
          <House aria-hidden="true" />
          Zur Startseite
        </Link>
      </Button>
    </section>
  );
}
