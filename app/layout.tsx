import type { Metadata, Viewport } from "next";
import type * as React from "react";

import { AppToaster } from "@/components/layout/app-toaster";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { siteConfig } from "@/lib/config";

import "./globals.css";

const description =
  "Renovierung in Wien: Beschreiben Sie Ihr Projekt in wenigen Minuten und erhalten Sie bis zu 4 kostenlose Angebote von geprüften Fachbetrieben – unverbindlich und kostenlos.";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name} – Renovierung in Wien: geprüfte Fachbetriebe finden`,
    template: `%s | ${siteConfig.name}`,
  },
  description,
  applicationName: siteConfig.name,
  openGraph: {
    type: "website",
    locale: "de_AT",
    siteName: siteConfig.name,
    description,
  },
  twitter: {
    card: "summary_large_image",
  },
  formatDetection: {
    telephone: false,
  },
};

export const viewport: Viewport = {
  themeColor: "#2563eb",
  width: "device-width",
  initialScale: 1,
};

/**
 * Root layout for every route. Stays static: no cookies(), headers() or session reads here, so the
 * public pages can be prerendered. No React Query here: the routes whose client islands use it
 * mount it in their own layouts (components/providers.tsx, issue 16 §5). The toast viewport is
 * here, once for the whole app, so toasts survive client navigations between route groups; it is
 * loaded lazily, and on the content pages only at the visitor's first interaction, so it costs
 * their load nothing (components/layout/app-toaster.tsx).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de-AT">
      <body className="min-h-dvh">
        <ScrollToTop />
        {children}
        <AppToaster />
      </body>
    </html>
  );
}
