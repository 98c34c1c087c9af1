"use client";

import { type ErrorBoundaryProps, ErrorMessage } from "@/components/errors/error-message";

/**
 * German error page of the admin dashboard's pages (issue 12 §6). Rendered inside the
 * dashboard frame, so the navigation stays; a failing admin layout falls through to app/error.tsx.
 */
export default function AdminError({ error, retry }: ErrorBoundaryProps) {
  return <ErrorMessage error={error} retry={retry} />;
}
