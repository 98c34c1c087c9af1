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
 * Admin dashboard layout: only an admin gets past requireAdminPage() (logged out → /admin-login, other roles → /).
 * Pages and API routes check the session again themselves.
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
