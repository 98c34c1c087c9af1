import type { Metadata } from "next";
import { OfferByLinkView } from "@/components/offers/offer-by-link-view";
import { SELECTION_KEY_PARAM } from "@/lib/offers/selection-token";

/**
 * /offer/{uniqueLinkId}?k={secret} – the three-tier offer from the approval e-mail. Only the holder of the secret `k`
 * (or of the project access cookie) may choose a tier; otherwise read-only. No Referer (the secret must not leak).
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
