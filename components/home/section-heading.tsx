import type * as React from "react";

import { cn } from "@/lib/utils";

/** Centered h2 with an optional eyebrow and lead text, shared by the home page's sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  /** Id of the h2 (for aria-labelledby of the section). */
  id: string;
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-muted-foreground">{children}</p>}
    </div>
  );
}
