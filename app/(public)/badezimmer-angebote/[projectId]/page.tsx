import type { Metadata } from "next";
import { BathroomOffersView } from "@/components/offers/bathroom-offers-view";
import { parseId } from "@/lib/domain/ids";

/**
 * /badezimmer-angebote/{projectId} – the three generated offers of a project. The page reads neither database nor
 * cookies: the client component loads the data, and the API answers only the browser holding the access cookie.
 */
export const metadata: Metadata = {
  title: "Ihre Badezimmer-Angebote",
  description: "Drei Angebote für Ihre Badsanierung in Wien: Budget, Standard und Premium.",
  robots: { index: false, follow: false },
};

export default async function BathroomOffersPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // Anything but a number shows "not found".
  return <BathroomOffersView projectId={parseId(projectId)} />;
}
