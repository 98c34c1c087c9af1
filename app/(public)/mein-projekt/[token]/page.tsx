import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProjectRoomView } from "@/components/project-room/project-room-view";
import { openProjectRoom } from "@/lib/project-room/room";

/**
 * /mein-projekt/{token} – the customer's project room, readable without JavaScript; the first opening confirms the
 * e-mail address. Every unknown, malformed, revoked, expired or erased token answers the same 404. No Referer leaves
 * the page (the token is the key).
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
