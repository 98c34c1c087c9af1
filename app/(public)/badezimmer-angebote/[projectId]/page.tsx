import type { Metadata } from "next";
import { BathroomOffersView } from "@/components/offers/bathroom-offers-view";

/**
 * /badezimmer-angebote/{projectId} – the three generated offers of a project (public-side.md §2
 * "Bathroom offers"). The page itself reads neither the database nor cookies: the client component
 * loads the data, and the API answers only the browser holding the project's access cookie.
 * Not indexed.
 */
export const metadata: Metadata = {
  title: "Ihre Badezimmer-Angebote",
  description: "Drei Angebote für Ihre Badsanierung in Wien: Budget, Standard und Premium.",
  robots: { index: false, follow: false },
};

const MAX_ID = 2_147_483_647;

/** The numeric project id of the path (public-side.md §2: "read as a number"), else null. */
function projectIdFromParam(raw: string): number | null {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

export default async function BathroomOffersPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <BathroomOffersView projectId={projectIdFromParam(projectId)} />;
}
