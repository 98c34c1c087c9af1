"use client";

import type { ErrorBoundaryProps } from "@/components/errors/error-message";
import { LazyErrorPage } from "@/components/errors/lazy";

/**
 * German error page for failures above the route groups' own boundaries, e.g. a dashboard layout
 * whose session check cannot reach the database (issue 12 §6). It replaces the failed layout, so
 * it draws the site's header itself; pages inside the route groups fail into their group's
 * error.tsx and keep their header. The screen's code loads only when it renders (issue 16 §5).
 */
export default function RootError({ error, retry }: ErrorBoundaryProps) {
  return <LazyErrorPage error={error} retry={retry} />;
}
