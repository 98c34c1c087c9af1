import type { Metadata, Viewport } from "next";

import { SiteNotFoundMessage } from "@/components/layout/not-found-message";
import { PublicShell } from "@/components/layout/public-shell";
import { siteConfig } from "@/lib/config";

import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: `Seite nicht gefunden | ${siteConfig.name}`,
  robots: { index: false },
};

export const viewport: Viewport = {
  themeColor: "#2563eb",
  width: "device-width",
  initialScale: 1,
};

/**
 * 404 for every address no route matches (Next's `global-not-found`, `experimental.globalNotFound`
 * in next.config.mjs): a whole document with the public header and footer, rendered without the
 * root layout. It replaces the root `not-found.tsx` in that role, so the root layout no longer
 * carries a not-found element with a second copy of the site's header and footer in every page's
 * RSC payload (about 10 kB of HTML per page; issue 16 §5, §6).
 */
export default function GlobalNotFound() {
  return (
    <html lang="de-AT">
      <body className="min-h-dvh">
        <PublicShell>
          <SiteNotFoundMessage />
        </PublicShell>
      </body>
    </html>
  );
}
