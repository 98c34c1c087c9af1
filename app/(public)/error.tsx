"use client";

import type { ErrorBoundaryProps } from "@/components/errors/error-message";
import { LazyErrorMessage } from "@/components/errors/lazy";

/**
 * German error page of the public pages, e.g. an article or a quiz whose database is
 * unreachable (issue 12 §6). Rendered inside the public layout, so the header and footer stay.
 */
export default function PublicError({ error, retry }: ErrorBoundaryProps) {
  return <LazyErrorMessage error={error} retry={retry} />;
}
