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
 * Root layout. Stays static (no cookies(), headers() or session reads) so the public pages can be prerendered.
 * The toast viewport lives here so toasts survive navigations between route groups; it loads lazily.
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
