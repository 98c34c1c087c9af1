import type { Metadata } from "next";

import { CompanyInvoiceList } from "@/components/invoices/company-invoice-list";
import { requireCompanyPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = {
  title: "Rechnungen – Firmen-Dashboard",
  robots: { index: false, follow: false },
};

/** /company-dashboard/rechnungen: the company's commission invoices and credit notes with status and PDF download. */
export default async function CompanyInvoicesPage() {
  await requireCompanyPage();
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Rechnungen</h1>
        <p className="mt-2 text-muted-foreground">
          Ihre Provisionsrechnungen für bestätigte Aufträge und Gutschriften. Jede Rechnung ist innerhalb von 14 Tagen
          zahlbar; die Bankverbindung steht auf der Rechnung.
        </p>
      </header>
      <CompanyInvoiceList />
    </div>
  );
}
