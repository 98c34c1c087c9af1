import type * as React from "react";

import { SectionHeading } from "@/components/home/section-heading";
import { cn } from "@/lib/utils";

/**
 * A page section of the landing pages: full-width band (`tone` "muted" alternates backgrounds), container and the
 * shared SectionHeading. `id` anchors the section and labels it via its heading.
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
      className={cn("below-fold scroll-mt-20 py-16 sm:py-20", tone === "muted" && "bg-muted/60", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title={title}>
          {intro}
        </SectionHeading>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
