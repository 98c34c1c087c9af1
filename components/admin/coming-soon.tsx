/** The "Coming Soon" placeholder of sections that are not built (authenticated-side.md §2: Einstellungen). */
import { Hammer } from "lucide-react";

export function ComingSoon() {
  return (
    <div className="flex flex-col items-center rounded-xl border bg-card px-6 py-16 text-center">
      <Hammer className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="mt-4 text-xl font-semibold">Coming Soon</p>
      <p className="mt-2 text-muted-foreground">Dieser Bereich ist in Vorbereitung.</p>
    </div>
  );
}
