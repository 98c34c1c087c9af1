import type * as React from "react";

import { PublicShell } from "@/components/layout/public-shell";

/**
 * Seconds a rendered page is served before it is rendered anew: the footer shows the "Einstellungen" contact details.
 */
export const revalidate = 60;

/** Layout of the public pages: skip link, header, main content, footer. */
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
