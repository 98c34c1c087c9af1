import type { Metadata } from "next";

import { SiteNotFoundMessage } from "@/components/layout/not-found-message";
import { PublicShell } from "@/components/layout/public-shell";

export const metadata: Metadata = {
  title: "Seite nicht gefunden",
  robots: { index: false },
};

/**
 * Fallback for unknown routes and `notFound()` calls outside the route groups that have their own
 * (answers 404). Lives outside the (public) group, so it draws the public header and footer itself;
 * inside the group `app/(public)/not-found.tsx` renders the same message without them.
 */
export default function NotFound() {
  return (
    <PublicShell>
      <SiteNotFoundMessage />
    </PublicShell>
  );
}
