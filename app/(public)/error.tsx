"use client";

import type { ErrorBoundaryProps } from "@/components/errors/error-message";
import { LazyErrorMessage } from "@/components/errors/lazy";

/** Error page of the public pages (e.g. database unreachable), inside the public layout so header and footer stay. */
export default function PublicError({ error, retry }: ErrorBoundaryProps) {
  return <LazyErrorMessage error={error} retry={retry} />;
}
