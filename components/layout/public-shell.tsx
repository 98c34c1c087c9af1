import type * as React from "react";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * Skip link, header, `<main>` and footer around public content. Used by `app/(public)/layout.tsx`
 * and the root `app/not-found.tsx` (which sits outside the (public) group). Pages inside must not
 * render their own `<main>`.
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
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader hideMenu={hideMenu} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter slim={slimFooter} />
    </div>
  );
}
