"use client";

import { type ErrorBoundaryProps, ErrorMessage } from "@/components/errors/error-message";

/**
 * German error page of the company dashboard's pages (issue 12 §6). Rendered inside the
 * dashboard frame, so the navigation stays; a failing company layout falls through to app/error.tsx.
 */
export default function CompanyError({ error, retry }: ErrorBoundaryProps) {
  return <ErrorMessage error={error} retry={retry} />;
}
