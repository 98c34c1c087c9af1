import type * as React from "react";

import { PublicShell } from "@/components/layout/public-shell";

/** Layout of the public pages: skip link, header, main content, footer. Static. */
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
