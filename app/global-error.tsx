"use client";

import type { ErrorBoundaryProps } from "@/components/errors/error-message";
import { LazyErrorPage } from "@/components/errors/lazy";

import "./globals.css";

/** Last-resort error page when the root layout itself failed: renders its own document and relies on no provider. */
export default function GlobalError({ error, retry }: ErrorBoundaryProps) {
  return (
    <html lang="de-AT">
      <body className="min-h-dvh">
        <LazyErrorPage error={error} retry={retry} withNavigation={false} />
      </body>
    </html>
  );
}
