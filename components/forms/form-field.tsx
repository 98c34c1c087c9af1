/**
 * Label, control and inline error of one form field. The control must carry `id` and the aria
 * props from `fieldAria(id, error)`, so the error is announced with the field.
 */
import type * as React from "react";
import { Label } from "@/components/ui/label";

/** aria-invalid / aria-describedby for the control with `id` and an optional error message. */
export function fieldAria(id: string, error: string | undefined) {
  return { "aria-invalid": Boolean(error), "aria-describedby": error ? `${id}-error` : undefined };
}

export function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
