import type * as React from "react";

import { PublicShell } from "@/components/layout/public-shell";

/** Login, password setup and the role switch: the public header and footer around a centred card. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
