"use client";

import type { ErrorBoundaryProps } from "@/components/errors/error-message";
import { LazyErrorPage } from "@/components/errors/lazy";

import "./globals.css";

/**
 * Last-resort German error page when the root layout itself failed (issue 12 §6). Replaces the
 * root layout, so it renders its own document and styles and relies on no provider: a minimal
 * header (logo linking home), the message, "Erneut versuchen" and "Zur Startseite". The screen's
 * code loads only when it renders (issue 16 §5).
 */
export default function GlobalError({ error, retry }: ErrorBoundaryProps) {
  return (
    <html lang="de-AT">
      <body className="min-h-dvh">
        <LazyErrorPage error={error} retry={retry} withNavigation={false} />
      </body>
    </html>
  );
}
