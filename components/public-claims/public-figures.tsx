/**
 * The backed public figures as a definition list: value, what it counts and its source. Renders nothing when no
 * figure is backed.
 */
import { Award } from "lucide-react";

import type { PublicClaims } from "@/lib/domain/public-claims";
import { cn } from "@/lib/utils";

/**
 * @param claims    From `getPublicClaims()`.
 * @param title     Accessible name of the list's section (visible heading when `showTitle`).
 * @param className Extra classes of the section.
 */
export function PublicFigures({
  claims,
  title,
  showTitle = false,
  className,
}: {
  claims: PublicClaims;
  title: string;
  showTitle?: boolean;
  className?: string;
}) {
  if (claims.figures.length === 0 && !claims.badge) return null;
  return (
    <section aria-label={title} className={cn("grid gap-6", className)}>
      {showTitle && <h2 className="text-center text-xl font-semibold tracking-tight sm:text-2xl">{title}</h2>}
      {claims.badge && (
        <p className="mx-auto flex max-w-2xl flex-col items-center gap-1 text-center">
          <span className="inline-flex items-center gap-2 rounded-full bg-primary/10 px-4 py-1.5 font-semibold text-primary">
            <Award className="size-4 shrink-0" aria-hidden="true" />
            {claims.badge.text}
          </span>
          <span className="text-xs text-muted-foreground">{claims.badge.source}</span>
        </p>
      )}
      {claims.figures.length > 0 && (
        <dl className="grid grid-cols-1 gap-6 text-center min-[420px]:grid-cols-2 lg:grid-cols-3">
          {claims.figures.map((figure) => (
            <div key={figure.key} className="flex min-w-0 flex-col-reverse justify-end gap-1" data-figure={figure.key}>
              <dt className="text-sm text-foreground sm:text-base">
                {figure.label}
                <span className="mt-1 block text-xs text-muted-foreground">{figure.source}</span>
              </dt>
              <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
