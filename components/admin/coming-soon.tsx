/** The "Demnächst verfügbar" placeholder (the spec's "Coming Soon", in German per issue 17) of sections that are not built (authenticated-side.md §2: Einstellungen). */
import { Hammer } from "lucide-react";

export function ComingSoon() {
  return (
    <div className="flex flex-col items-center rounded-xl border bg-card px-6 py-16 text-center">
      <Hammer className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="mt-4 text-xl font-semibold">Demnächst verfügbar</p>
      <p className="mt-2 text-muted-foreground">Dieser Bereich ist in Vorbereitung.</p>
    </div>
  );
}
