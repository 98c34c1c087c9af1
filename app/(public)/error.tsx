"use client";

import { type ErrorBoundaryProps, ErrorMessage } from "@/components/errors/error-message";

/**
 * German error page of the public pages, e.g. an article or a quiz whose database is
 * unreachable (issue 12 §6). Rendered inside the public layout, so the header and footer stay.
 */
export default function PublicError({ error, retry }: ErrorBoundaryProps) {
  return <ErrorMessage error={error} retry={retry} />;
}
