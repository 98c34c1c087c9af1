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
 * 404 for every address no route matches (`experimental.globalNotFound`): a whole document with the public header
 * and footer, rendered without the root layout.
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
