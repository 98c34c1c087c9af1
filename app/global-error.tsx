"use client";

import { ErrorHeader } from "@/components/errors/error-header";
import { type ErrorBoundaryProps, ErrorMessage } from "@/components/errors/error-message";
import { MAIN_CONTENT_ID } from "@/components/layout/skip-link";

import "./globals.css";

/**
 * Last-resort German error page when the root layout itself failed (issue 12 §6). Replaces the
 * root layout, so it renders its own document and styles and relies on no provider: a minimal
 * header (logo linking home), the message, "Erneut versuchen" and "Zur Startseite".
 */
export default function GlobalError({ error, retry }: ErrorBoundaryProps) {
  return (
    <html lang="de-AT">
      <body className="min-h-dvh">
        <div className="flex min-h-dvh flex-col">
          <ErrorHeader withNavigation={false} />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
            <ErrorMessage error={error} retry={retry} />
          </main>
        </div>
      </body>
    </html>
  );
}
