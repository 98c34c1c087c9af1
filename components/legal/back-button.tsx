"use client";
/**
 * "Zurück" on the legal and about pages: history back when the previous entry belongs to this site, otherwise
 * `fallbackHref` (default "/"). Rendered as a link to the fallback, so it works before JavaScript has loaded.
 */
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Navigation API (Chromium, recent Safari and Firefox); absent in older browsers. */
interface NavigationLike {
  canGoBack?: boolean;
}

/**
 * True when going back stays on this site: the Navigation API only counts entries of this origin;
 * without it, any earlier history entry counts.
 */
function canGoBackOnSite(): boolean {
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  if (typeof navigation?.canGoBack === "boolean") return navigation.canGoBack;
  return window.history.length > 1;
}

export function BackButton({ fallbackHref = "/", className }: { fallbackHref?: string; className?: string }) {
  const router = useRouter();

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (!canGoBackOnSite()) return; // the link itself goes to the fallback
    event.preventDefault();
    router.back();
  };

  return (
    <Button asChild variant="ghost" className={cn("-ml-3", className)}>
      <Link prefetch={false} href={fallbackHref} onClick={onClick}>
        <ArrowLeft aria-hidden="true" />
        Zurück
      </Link>
    </Button>
  );
}
