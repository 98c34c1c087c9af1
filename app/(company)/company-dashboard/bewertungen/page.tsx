import type { Metadata } from "next";
import Link from "next/link";

import { CompanyReviews } from "@/components/reviews/company-reviews";
import { requireCompanyPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = {
  title: "Bewertungen – Firmen-Dashboard",
  robots: { index: false, follow: false },
};

/** /company-dashboard/bewertungen: the company's verified reviews and its one public answer to each. */
export default async function CompanyReviewsPage() {
  await requireCompanyPage();
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Bewertungen</h1>
        <p className="mt-2 text-muted-foreground">
          Bewertungen Ihrer Kundinnen und Kunden aus bestätigten Aufträgen. Auf jede Bewertung können Sie einmal
          öffentlich antworten.{" "}
          <Link href="/bewertungen" className="font-medium text-primary underline underline-offset-2">
            So entstehen Bewertungen
          </Link>
        </p>
      </header>
      <CompanyReviews />
    </div>
  );
}
