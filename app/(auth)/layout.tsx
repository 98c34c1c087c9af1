import type * as React from "react";

import { PublicShell } from "@/components/layout/public-shell";
import { Providers } from "@/components/providers";

/**
 * Seconds a rendered page is served before it is rendered anew: the footer shows the "Einstellungen" contact details.
 */
export const revalidate = 60;

/** Login, password setup and role switch: the public header and footer around a centred card. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <Providers>
      <PublicShell>{children}</PublicShell>
    </Providers>
  );
}
