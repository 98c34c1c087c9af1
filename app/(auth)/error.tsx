"use client";

import { type ErrorBoundaryProps, ErrorMessage } from "@/components/errors/error-message";

/**
 * German error page of the login, password setup and role switch pages (issue 12 §6).
 * Rendered inside the public header and footer.
 */
export default function AuthError({ error, retry }: ErrorBoundaryProps) {
  return <ErrorMessage error={error} retry={retry} />;
}
