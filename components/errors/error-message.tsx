"use client";

/**
 * The body of every error page: heading, text, "Erneut versuchen" (re-renders the failed segment, so a brief database
 * outage recovers without a reload) and "Zur Startseite". Shows the error's digest as a reference, never the message,
 * which may hold internals.
 */
import Link from "next/link";
import { House, RotateCw, TriangleAlert } from "lucide-react";

import { Button } from "@/components/ui/button";

/** Props Next passes to an `error.tsx` / `global-error.tsx` component. */
export interface ErrorBoundaryProps {
  /** The thrown value: an Error with a `digest` for server errors, anything for client errors. */
  error: unknown;
  /** Re-fetches and re-renders the boundary's children (Next 16.3+). */
  retry: () => void;
}

/** Next's id of a server-side error, or undefined for client errors and non-Error values. */
export function errorDigest(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("digest" in error)) return undefined;
  const { digest } = error as { digest?: unknown };
  return typeof digest === "string" && digest.length > 0 ? digest : undefined;
}

/** Heading, text, "Erneut versuchen" and "Zur Startseite"; the page title is set with React's <title>. */
export function ErrorMessage({ error, retry }: ErrorBoundaryProps) {
  const digest = errorDigest(error);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
      aria-labelledby="error-title"
    >
      <title>Ein Fehler ist aufgetreten</title>
      <TriangleAlert className="size-14 text-destructive" aria-hidden="true" />
      <h1 id="error-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        Da ist etwas schiefgelaufen
      </h1>
      <p className="mt-4 text-muted-foreground">
        Die Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment erneut.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button type="button" size="lg" onClick={() => retry()}>
          <RotateCw aria-hidden="true" />
          Erneut versuchen
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link prefetch={false} href="/">
            <House aria-hidden="true" />
            Zur Startseite
          </Link>
        </Button>
      </div>
      {digest && <p className="mt-8 text-xs text-muted-foreground">Fehlercode: {digest}</p>}
    </section>
  );
}
