/** A row of five stars showing a rating or a rounded average, read as "4 von 5 Sternen". Server-safe (no state). */
import { Star } from "lucide-react";

import { starsLabel } from "@/lib/domain/reviews";
import { cn } from "@/lib/utils";

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={starsLabel(rating)} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            "size-4",
            n <= Math.round(rating) ? "fill-amber-400 text-amber-500" : "fill-transparent text-muted-foreground/50",
          )}
        />
      ))}
    </span>
  );
}
