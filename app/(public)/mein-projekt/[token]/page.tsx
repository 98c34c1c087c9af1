import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProjectRoomView } from "@/components/project-room/project-room-view";
import { openProjectRoom } from "@/lib/data/project-room";

/**
 * /mein-projekt/{token} – the customer's project room (issue 14 §3), reached through the personal
 * link of the confirmation e-mail. Rendered per request on the server (the first opening confirms
 * the e-mail address), readable without JavaScript. Every unknown, malformed, revoked, expired or erased
 * token answers the same 404 (not-found.tsx, with the form for new links). Not indexed; no Referer
 * leaves the page (the token is the key; the header rule lives in lib/security/headers.mjs).
 */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Mein Projekt",
  description: "Ihre Anfrage, die Betriebe mit Ihren Kontaktdaten und Ihre Datenschutz-Rechte.",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function ProjectRoomPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const room = await openProjectRoom(token);
  if (!room) notFound();
  return <ProjectRoomView room={room} token={token} />;
}
