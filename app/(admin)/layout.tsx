import type { Metadata } from "next";
import type * as React from "react";

import { AdminSectionNav } from "@/components/admin/shell/admin-nav";
import { SectionViewTracker } from "@/components/admin/shell/section-view-tracker";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { Providers } from "@/components/providers";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { siteConfig } from "@/lib/config";

export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

/**
 * Layout of the admin dashboard (authenticated-side.md §2 "Admin dashboard navigation", §6): renders
 * per request and lets only an admin past requireAdminPage() (logged out → /admin-login, other
 * roles → /). The shared dashboard frame with the admin's section navigation and count badges
 * (components/admin/shell) instead of the shared sidebar's entries, the role label, the admin's
 * e-mail and the logout button ('Erfolgreich abgemeldet', then /); the section on screen is marked
 * viewed while its badge shows a count (SectionViewTracker). Pages and API routes check the session
 * again themselves. React Query for the dashboard's islands is mounted here (components/providers.tsx).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  return (
    <Providers>
      <DashboardShell role="admin" brandName={siteConfig.name} navigation={<AdminSectionNav />}>
        <SectionViewTracker />
        {children}
      </DashboardShell>
    </Providers>
  );
}
