/**
 * Small form building blocks shared by the app's forms: a labelled field with its inline error, a native select
 * styled like the text inputs, and the aria attributes of a field.
 */
import type * as React from "react";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** aria-invalid / aria-describedby of the control `id` with an optional error message. */
export function fieldAria(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": Boolean(error), "aria-describedby": describedBy || undefined };
}

/** Inline error under a field (announced when it appears). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );
}

/** Label, control (which must carry `id`), optional hint and inline error of one field. */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id} className="leading-snug">
        {label}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A native `<select>` with the look of the text inputs (keyboard and screen readers for free). */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
