"use client";

import type { ErrorBoundaryProps } from "@/components/errors/error-message";
import { LazyErrorPage } from "@/components/errors/lazy";

/**
 * Error page for failures above the route groups' own boundaries (e.g. a dashboard layout whose session check
 * fails). It replaces the failed layout, so it draws the site's header itself.
 */
export default function RootError({ error, retry }: ErrorBoundaryProps) {
  return <LazyErrorPage error={error} retry={retry} />;
}
