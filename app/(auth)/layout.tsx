import type * as React from "react";

import { PublicShell } from "@/components/layout/public-shell";
import { Providers } from "@/components/providers";

/**
 * Seconds a rendered page under this layout is served before the next request renders it anew: the
 * footer shows the admin's "Einstellungen" (contact details), so a change reaches every instance
 * within a minute (the saving instance revalidates at once, lib/cache/revalidate-content.ts).
 */
export const revalidate = 60;

/**
 * Login, password setup and the role switch: the public header and footer around a centred card.
 * React Query for the login and password forms is mounted here (components/providers.tsx).
 */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <Providers>
      <PublicShell>{children}</PublicShell>
    </Providers>
  );
}
