import type * as React from "react";

import { PublicShell } from "@/components/layout/public-shell";
import { Providers } from "@/components/providers";

/**
 * Layout of the quiz steps (/quiz/{service}, issue 17 §1): the spec's hide-menu option (logo only,
 * no navigation) and the slim footer with the legal links, so nothing leads away from the funnel.
 * The service list /quiz stays in the (public) group with the full header and footer. React Query
 * for the wizard is mounted here (components/providers.tsx); the toast viewport waits for the
 * visitor's first interaction, as the wizard toasts only after input.
 */
export default function QuizLayout({ children }: { children: React.ReactNode }) {
  return (
    <Providers toasterAtOnce={false}>
      <PublicShell hideMenu slimFooter>
        {children}
      </PublicShell>
    </Providers>
  );
}
