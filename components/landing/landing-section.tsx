import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A page section of the landing pages: full-width band (`tone` "muted" for alternating
 * backgrounds), centred container, an h2 with optional intro. `id` anchors the section and labels
 * it for assistive technology via its heading.
 */
export function LandingSection({
  id,
  title,
  intro,
  tone = "plain",
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: "plain" | "muted";
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-20 py-16 sm:py-20", tone === "muted" && "bg-muted/60", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-base text-muted-foreground sm:text-lg">{intro}</p> : null}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
