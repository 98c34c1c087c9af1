import type { Metadata } from "next";
import { House } from "lucide-react";

import { NotFoundMessage } from "@/components/layout/not-found-message";
import { PublicShell } from "@/components/layout/public-shell";

export const metadata: Metadata = {
  title: "Seite nicht gefunden",
  robots: { index: false },
};

/**
 * Fallback for unknown routes and `notFound()` calls (answers 404). Lives outside the (public)
 * group, so it draws the public header and footer itself.
 */
export default function NotFound() {
  return (
    <PublicShell>
      <NotFoundMessage title="Seite nicht gefunden" actions={[{ href: "/", label: "Zur Startseite", icon: House }]}>
        Die gesuchte Seite existiert nicht oder wurde verschoben.
      </NotFoundMessage>
    </PublicShell>
  );
}
