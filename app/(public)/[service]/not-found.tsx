import Link from "next/link";
import { House, ListChecks } from "lucide-react";

import { Button } from "@/components/ui/button";

/** Unknown service id under /{service}: "Service nicht gefunden" (public-side.md §8), answered with 404. */
export default function ServiceNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Service nicht gefunden</h1>
      <p className="mt-4 text-muted-foreground">
        Diesen Service bieten wir nicht an oder die Adresse ist falsch geschrieben. Wählen Sie einen unserer
        Services und erhalten Sie bis zu 4 kostenlose Angebote.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href="/quiz">
            <ListChecks aria-hidden="true" />
            Alle Services ansehen
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">
            <House aria-hidden="true" />
            Zur Startseite
          </Link>
        </Button>
      </div>
    </section>
  );
}
