"use client";

import type { ErrorBoundaryProps } from "@/components/errors/error-message";
import { LazyErrorMessage } from "@/components/errors/lazy";

/**
 * Error page of the company dashboard's pages, inside the dashboard frame so the navigation stays; a failing
 * company layout falls through to app/error.tsx.
 */
export default function CompanyError({ error, retry }: ErrorBoundaryProps) {
  return <LazyErrorMessage error={error} retry={retry} />;
}
