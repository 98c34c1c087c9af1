import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * The section heading of the public pages (docs/design.md "Type scale": H2): centred h2 with optional eyebrow and
 * intro.
 */
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
      <h2 id={id} className={cn("text-2xl font-bold tracking-tight text-balance sm:text-3xl", eyebrow && "mt-2")}>
        {title}
      </h2>
      {children && <p className="mt-3 text-base text-muted-foreground sm:text-lg">{children}</p>}
    </div>
  );
}
