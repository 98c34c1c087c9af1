"use client";
/**
 * The 1–5 star choice of the review form: five native radio buttons in a fieldset, so keyboard and screen readers
 * work as usual; the radios are visually replaced by stars.
 */
import { Star } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { starsLabel } from "@/lib/domain/reviews";
import { cn } from "@/lib/utils";
import { REVIEW_RATINGS } from "@/lib/validation/reviews";

export function StarRatingInput({
  id,
  legend,
  value,
  error,
  registration,
}: {
  /** Prefix of the radios' ids and of the error's id (`{id}-error`). */
  id: string;
  legend: string;
  /** The chosen rating (1–5), if any. */
  value: number | undefined;
  error?: string;
  /** react-hook-form's `register("rating")`. */
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : `${id}-state`}
      aria-invalid={error ? true : undefined}
      className="grid gap-2"
    >
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {REVIEW_RATINGS.map((n) => (
          <label
            key={n}
            htmlFor={`${id}-${n}`}
            className="flex size-11 cursor-pointer items-center justify-center rounded-md has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 has-focus-visible:outline-none"
          >
            <input id={`${id}-${n}`} type="radio" value={n} className="sr-only" {...registration} />
            <Star
              aria-hidden="true"
              className={cn(
                "size-8 transition-colors",
                value !== undefined && n <= value
                  ? "fill-amber-400 text-amber-500"
                  : "fill-transparent text-muted-foreground",
              )}
            />
            <span className="sr-only">{starsLabel(n)}</span>
          </label>
        ))}
        <span id={`${id}-state`} className="ml-2 text-sm text-muted-foreground" aria-live="polite">
          {value ? starsLabel(value) : "Noch keine Sterne gewählt"}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
