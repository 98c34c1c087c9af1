import type { Metadata } from "next";

import { CompanyChecksCard } from "@/components/company/verification/company-checks-card";
import { InsuranceSection } from "@/components/company/verification/insurance-section";
import { requireCompanyPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = {
  title: "Prüfungen – Firmen-Dashboard",
  robots: { index: false, follow: false },
};

/** /company-dashboard/pruefungen: the company's register checks, the services it gets leads for, its insurance. */
export default async function CompanyChecksPage() {
  await requireCompanyPage();
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Prüfungen</h1>
        <p className="mt-2 text-muted-foreground">
          Wir prüfen Ihre Gewerbeberechtigung im GISA, Ihre UID-Nummer im VIES und Ihre Haftpflichtversicherung bei der
          Anmeldung und danach jeden Monat. Anfragen erhalten Sie nur für Leistungen, die Ihre geprüfte
          Gewerbeberechtigung abdeckt.
        </p>
      </header>
      <CompanyChecksCard />
      <InsuranceSection />
    </div>
  );
}
