import type { Metadata } from "next";
import { OfferByLinkView } from "@/components/offers/offer-by-link-view";

/**
 * /offer/{uniqueLinkId} – the three-tier offer opened by the link from the approval e-mail
 * (public-side.md §2 "Offer by link"). The client component loads it from GET /api/offers/{id},
 * which answers only approved offers. Not indexed, no referrer.
 */
export const metadata: Metadata = {
  title: "Ihr Angebot",
  description: "Ihr persönliches Angebot für die Badsanierung in drei Varianten.",
  robots: { index: false, follow: false },
  // The link id is the customer's key to the offer: never send it on in a Referer header.
  referrer: "no-referrer",
};

export default async function OfferByLinkPage({ params }: { params: Promise<{ uniqueLinkId: string }> }) {
  const { uniqueLinkId } = await params;
  return <OfferByLinkView uniqueLinkId={uniqueLinkId} />;
}
