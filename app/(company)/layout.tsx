import type { Metadata } from "next";
import type * as React from "react";

import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { Providers } from "@/components/providers";
import { requireCompanyPage } from "@/lib/auth/page-guards";
import { siteConfig } from "@/lib/config";

export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

/**
 * Layout of the company dashboard pages (authenticated-side.md §2, §6): only a logged-in company
 * user gets past requireCompanyPage() (everyone else is redirected to /firmen-login); renders per
 * request with the shared sidebar. The API routes check the session again on every call. React
 * Query for the dashboard's islands is mounted here (components/providers.tsx).
 */
export default async function CompanyLayout({ children }: { children: React.ReactNode }) {
  await requireCompanyPage();
  return (
    <Providers>
      <DashboardShell role="company" brandName={siteConfig.name}>
        {children}
      </DashboardShell>
    </Providers>
  );
}
