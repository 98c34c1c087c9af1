"use client";

/**
 * Header of the error pages that replace a whole layout. lib/config.ts is server-only, so the brand name is read from
 * `<meta name="application-name">` once hydrated; without the tag (global-error) the logo reads "Startseite".
 */
import { useSyncExternalStore } from "react";

import { HeaderNav } from "@/components/layout/header-nav";
import { SiteLogo } from "@/components/layout/site-logo";

const FALLBACK_NAME = "Startseite";

function readApplicationName(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  return meta?.content.trim() || FALLBACK_NAME;
}

const noSubscription = () => () => {};

/** The brand from the document's application-name meta tag ("Startseite" without it); "" on the server. */
export function useBrandName(): string {
  return useSyncExternalStore(noSubscription, readApplicationName, () => "");
}

/** Sticky header like the site's: logo (brand from the document) and optionally the public navigation. */
export function ErrorHeader({ withNavigation = true }: { withNavigation?: boolean }) {
  const brandName = useBrandName();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo name={brandName} />
        {withNavigation ? <HeaderNav brandName={brandName} /> : null}
      </div>
    </header>
  );
}
