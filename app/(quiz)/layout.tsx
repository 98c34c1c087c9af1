import type * as React from "react";

import { PublicShell } from "@/components/layout/public-shell";
import { Providers } from "@/components/providers";

/**
 * Layout of the quiz steps: logo only and the slim footer, so nothing leads away from the funnel.
 * The toast viewport waits for the first interaction, as the wizard toasts only after input.
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
