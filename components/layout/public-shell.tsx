import type * as React from "react";

import { IntentPrefetch } from "./intent-prefetch";
import { MobileCtaBar } from "./mobile-cta-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * Skip link, header, `<main>`, footer and the phone's bottom call to action (not with `hideMenu`) around public
 * content. Pages inside must not render their own `<main>`. `group/shell` lets the bar hide itself by CSS.
 */
export function PublicShell({
  children,
  hideMenu = false,
  slimFooter = false,
}: {
  children: React.ReactNode;
  hideMenu?: boolean;
  /** Only the legal links in the footer (SiteFooter `slim`), e.g. on the quiz steps. */
  slimFooter?: boolean;
}) {
  return (
    <div className="group/shell flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader hideMenu={hideMenu} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter slim={slimFooter} />
      {hideMenu ? null : <MobileCtaBar scope="site" />}
      <IntentPrefetch />
    </div>
  );
}
