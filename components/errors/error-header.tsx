"use client";

/**
 * Header of the error pages that replace a whole layout (app/error.tsx when a group layout failed,
 * app/global-error.tsx when the root layout did): the logo linking home and, where the app router
 * still runs normally, the public navigation. Client-only modules cannot read the server settings
 * (lib/config.ts is server-only), so the brand name is taken from the page's
 * `<meta name="application-name">`, which the root layout's metadata writes from the same setting,
 * once hydrated (the server render shows the icon only); without the tag (global-error renders its
 * own document) the logo reads "Startseite".
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
