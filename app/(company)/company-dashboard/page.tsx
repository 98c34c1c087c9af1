import type { Metadata } from "next";

import { CompanyDashboard } from "@/components/company/company-dashboard";
import { requireCompanyPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = {
  title: "Firmen-Dashboard",
  robots: { index: false, follow: false },
};

/**
 * /company-dashboard: leads, stats and status of the logged-in company. `?lead=123` (the links of the release and
 * message e-mails) opens that lead's details.
 */
export default async function CompanyDashboardPage() {
  // Each page checks access itself as well (a layout is not re-run on every navigation).
  await requireCompanyPage();
  return <CompanyDashboard />;
}
