import type { Metadata } from "next";

import { CompanyDashboard } from "@/components/company/company-dashboard";
import { requireCompanyPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = {
  title: "Firmen-Dashboard",
  robots: { index: false, follow: false },
};

/**
 * /company-dashboard: leads, stats and status of the logged-in company. `?anfrage=123` (the link of the release
 * e-mail) starts the list searched for that lead.
 */
export default async function CompanyDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Each page checks access itself as well (a layout is not re-run on every navigation).
  await requireCompanyPage();
  const lead = (await searchParams).anfrage;
  const initialSearch = typeof lead === "string" && /^\d{1,9}$/.test(lead) ? `#${lead}` : "";
  return <CompanyDashboard initialSearch={initialSearch} />;
}
