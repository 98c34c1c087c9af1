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
 * Company dashboard layout: only a logged-in company user gets past requireCompanyPage() (others → /firmen-login).
 * The API routes check the session again on every call.
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
