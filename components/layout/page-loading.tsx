import { LoaderCircle } from "lucide-react";

import { cn } from "@/lib/utils";

/** Generic loading screen: spinner and "Seite wird geladen...". */
export function PageLoading({ className }: { className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 py-16 text-center", className)}
    >
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm font-medium text-muted-foreground">Seite wird geladen...</p>
    </div>
  );
}
