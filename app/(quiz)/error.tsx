"use client";

import type { ErrorBoundaryProps } from "@/components/errors/error-message";
import { LazyErrorMessage } from "@/components/errors/lazy";

/** Error page of the quiz steps (e.g. database unreachable), inside the quiz layout. */
export default function QuizError({ error, retry }: ErrorBoundaryProps) {
  return <LazyErrorMessage error={error} retry={retry} />;
}
