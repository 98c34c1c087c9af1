import type { Metadata } from "next";
import Link from "next/link";
import { House } from "lucide-react";

import { PublicShell } from "@/components/layout/public-shell";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Seite nicht gefunden",
  robots: { index: false },
};

/**
 * Fallback for unknown routes and `notFound()` calls (answers 404). Lives outside the (public)
 * group, so it draws the public header and footer itself.
 */
export default function NotFound() {
  return (
    <PublicShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Seite nicht gefunden</h1>
        <p className="mt-4 text-muted-foreground">
          Die gesuchte Seite existiert nicht oder wurde verschoben.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href="/">
            <House aria-hidden="true" />
            Zur Startseite
          </Link>
        </Button>
      </section>
    </PublicShell>
  );
}
