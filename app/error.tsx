"use client";

import { ErrorHeader } from "@/components/errors/error-header";
import { type ErrorBoundaryProps, ErrorMessage } from "@/components/errors/error-message";
import { MAIN_CONTENT_ID } from "@/components/layout/skip-link";

/**
 * German error page for failures above the route groups' own boundaries, e.g. a dashboard layout
 * whose session check cannot reach the database (issue 12 §6). It replaces the failed layout, so
 * it draws the site's header itself; pages inside (public), (auth), (admin) and (company) fail
 * into their group's error.tsx and keep their header.
 */
export default function RootError({ error, retry }: ErrorBoundaryProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <ErrorHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <ErrorMessage error={error} retry={retry} />
      </main>
    </div>
  );
}
