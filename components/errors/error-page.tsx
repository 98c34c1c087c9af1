"use client";

/** Whole-page error screen for the boundaries that replace a layout. Loaded only when such an error renders. */
import { ErrorHeader } from "@/components/errors/error-header";
import { type ErrorBoundaryProps, ErrorMessage } from "@/components/errors/error-message";
import { MAIN_CONTENT_ID } from "@/components/layout/skip-link";

/** Header (with or without the public navigation), `<main>` and the error message. */
export function ErrorPage({ error, retry, withNavigation = true }: ErrorBoundaryProps & { withNavigation?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <ErrorHeader withNavigation={withNavigation} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <ErrorMessage error={error} retry={retry} />
      </main>
    </div>
  );
}
