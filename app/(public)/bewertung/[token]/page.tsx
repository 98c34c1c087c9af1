import type { Metadata } from "next";
import { BadgeCheck } from "lucide-react";
import { notFound } from "next/navigation";

import { ReviewForm } from "@/components/reviews/review-form";
import { openReviewInvitation } from "@/lib/reviews/submission";
import { VERIFIED_JOB_LABEL } from "@/lib/domain/reviews";
import { formatIsoMonth } from "@/lib/time/vienna";

/**
 * /bewertung/{token} – the customer writes the one review of a confirmed job through the invitation's single-use
 * link. Every unknown, malformed or used token answers the same 404; no Referer leaves the page (the token is the key).
 */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Bewertung schreiben",
  description: "Bewerten Sie den Betrieb, der Ihren Auftrag ausgeführt hat.",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function ReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await openReviewInvitation(token);
  if (!invitation) notFound();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14" aria-labelledby="review-page-title">
      <p className="text-sm font-medium text-primary">Bewertung</p>
      <h1 id="review-page-title" className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        Wie war Ihr Auftrag mit {invitation.companyName}?
      </h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
        <span className="inline-flex items-center gap-1 font-medium text-foreground">
          <BadgeCheck className="size-4 text-primary" aria-hidden="true" />
          {VERIFIED_JOB_LABEL}
        </span>
        <span>
          {invitation.serviceLabel}
          {invitation.jobMonth ? `, ${formatIsoMonth(invitation.jobMonth)}` : ""}
        </span>
      </p>
      <div className="mt-8 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <ReviewForm token={token} companyName={invitation.companyName} />
      </div>
    </section>
  );
}
