/**
 * Frame of the company and admin dashboards: skip link, sidebar (a fixed column from 768 px, a sheet behind a menu
 * button below) and the main area. `navigation` replaces the role's sidebar entries in both.
 */
import type * as React from "react";

import { SiteLogo } from "@/components/layout/site-logo";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";

import { AppSidebar, type DashboardRole } from "./app-sidebar";
import { MobileSidebar } from "./mobile-sidebar";

export function DashboardShell({
  role,
  brandName,
  navigation,
  children,
}: {
  role: DashboardRole;
  brandName: string;
  navigation?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r md:block" aria-label="Seitenleiste">
        <AppSidebar role={role} brandName={brandName} navigation={navigation} />
      </aside>
      <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b bg-background px-4 md:hidden">
        <SiteLogo name={brandName} className="text-lg" />
        <MobileSidebar role={role} brandName={brandName} navigation={navigation} />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="px-4 py-6 sm:px-6 md:ml-64 md:px-8 md:py-8">
        <div className="mx-auto w-full max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
