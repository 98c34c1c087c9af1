import type { Metadata } from "next";
import { ProjectRoomNotFound } from "@/components/project-room/project-room-not-found";

export const metadata: Metadata = {
  title: "Projekt nicht gefunden",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * /mein-projekt/{token} for any token that opens no project (404): the same text for all, and the form for new links.
 */
export default function ProjectRoomNotFoundPage() {
  return <ProjectRoomNotFound />;
}
