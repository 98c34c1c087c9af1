import { siteConfig } from "@/lib/config";

import { HeaderNav } from "./header-nav";
import { SiteLogo } from "./site-logo";

export interface SiteHeaderProps {
  /** Hide the navigation (desktop links, CTA and mobile menu), e.g. on focused landing pages. */
  hideMenu?: boolean;
}

/**
 * Public header: logo, desktop navigation with the call to action and, below 768 px, a menu button with a side
 * drawer. A server component; only the navigation's active-link marker and menu run in the browser.
 */
export function SiteHeader({ hideMenu = false }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <SiteLogo name={siteConfig.name} />
        {hideMenu ? null : <HeaderNav brandName={siteConfig.name} />}
      </div>
    </header>
  );
}
