"use client";

import type { ErrorBoundaryProps } from "@/components/errors/error-message";
import { LazyErrorMessage } from "@/components/errors/lazy";

/** Error page of the login, password setup and role switch pages, inside the public header and footer. */
export default function AuthError({ error, retry }: ErrorBoundaryProps) {
  return <LazyErrorMessage error={error} retry={retry} />;
}
