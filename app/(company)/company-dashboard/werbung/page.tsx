import type { Metadata } from "next";

import { AdvertisingRequestForm } from "@/components/company/advertising-request-form";
import { AdvertisingRequestList } from "@/components/company/advertising-request-list";
import { requireCompanyPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = {
  title: "Werbung – Firmen-Dashboard",
  robots: { index: false, follow: false },
};

/** /company-dashboard/werbung: the advertising request form and the company's own requests with their status. */
export default async function CompanyAdvertisingPage() {
  await requireCompanyPage();
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Werbung</h1>
        <p className="mt-2 text-muted-foreground">
          Sie möchten mehr Leads erhalten? Senden Sie uns eine Werbeanfrage für Ihre Kategorie.
        </p>
      </header>
      <AdvertisingRequestForm />
      <AdvertisingRequestList />
    </div>
  );
}
