import type { Metadata } from "next";

import { ReviewLinkNotFound } from "@/components/reviews/review-link-not-found";

export const metadata: Metadata = {
  title: "Bewertungslink nicht gültig",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** /bewertung/{token} for any token that opens no invitation (answered with 404): the same text for all. */
export default function ReviewLinkNotFoundPage() {
  return <ReviewLinkNotFound />;
}
