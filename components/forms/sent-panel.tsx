"use client";
/** The panel that replaces a sent form: a check mark, the heading (focused when shown), the text and a link button. */
import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, type ReactNode } from "react";

import { Button } from "@/components/ui/button";

export function SentPanel({
  title,
  children,
  link,
}: {
  title: string;
  /** The text under the heading. */
  children: ReactNode;
  link: { href: string; label: string };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the state change, so keyboard and screen-reader users hear the result.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center px-2 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success text-success-foreground">
        <CircleCheck className="size-8" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight outline-none">
        {title}
      </h2>
      <p className="mt-3 max-w-md text-muted-foreground">{children}</p>
      <Button asChild variant="outline" size="lg" className="mt-8">
        <Link prefetch={false} href={link.href}>
          {link.label}
        </Link>
      </Button>
    </div>
  );
}
