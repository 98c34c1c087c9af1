"use client";

import { type ErrorBoundaryProps, ErrorMessage } from "@/components/errors/error-message";

/** German error page of the quiz steps (e.g. database unreachable), inside the quiz layout. */
export default function QuizError({ error, retry }: ErrorBoundaryProps) {
  return <ErrorMessage error={error} retry={retry} />;
}
