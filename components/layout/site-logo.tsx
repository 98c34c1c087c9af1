import Link from "next/link";
import { Hammer } from "lucide-react";

import { cn } from "@/lib/utils";

/** Text logo with an icon, linking to the start page. */
export function SiteLogo({ name, className }: { name: string; className?: string }) {
  return (
    <Link
      prefetch={false}
      href="/"
      className={cn(
        "inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground sm:text-xl",
        className,
      )}
    >
      <span
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground sm:size-9"
        aria-hidden="true"
      >
        <Hammer className="size-5" />
      </span>
      <span>{name}</span>
      <span className="sr-only"> – zur Startseite</span>
    </Link>
  );
}
