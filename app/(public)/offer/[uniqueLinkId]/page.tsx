import type { Metadata } from "next";
import { OfferByLinkView } from "@/components/offers/offer-by-link-view";
import { SELECTION_KEY_PARAM } from "@/lib/offers/selection-token";

/**
 * /offer/{uniqueLinkId}?k={secret} – the three-tier offer opened by the link from the approval e-mail
 * (public-side.md §2 "Offer by link"). The client component loads it from GET /api/offers/{id},
 * which answers only approved offers, and sends the link's secret `k` with a tier selection (only the
 * customer may choose, issue 12 §5; without it the offer is read-only unless the browser holds the
 * project access cookie). Not indexed, no referrer (the secret must not leave in a Referer header).
 */
export const metadata: Metadata = {
  title: "Ihr Angebot",
  description: "Ihr persönliches Angebot für die Badsanierung in drei Varianten.",
  robots: { index: false, follow: false },
  // The link id is the customer's key to the offer: never send it on in a Referer header.
  referrer: "no-referrer",
};

export default async function OfferByLinkPage({
  params,
  searchParams,
}: {
  params: Promise<{ uniqueLinkId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { uniqueLinkId } = await params;
  const key = (await searchParams)[SELECTION_KEY_PARAM];
  return (
    <OfferByLinkView uniqueLinkId={uniqueLinkId} selectionKey={typeof key === "string" && key ? key : undefined} />
  );
}
