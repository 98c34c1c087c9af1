/**
 * Five stars for a rating (1–5; an average is rounded to the nearest whole star), with the exact
 * value as the accessible name ("4,5 von 5 Sternen").
 */
import { Star } from "lucide-react";

import { formatRating } from "@/lib/domain/company-profile";
import { cn } from "@/lib/utils";

export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  const label = Number.isInteger(rating) ? `${rating} von 5 Sternen` : `${formatRating(rating)} von 5 Sternen`;
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn("size-4", star <= filled ? "fill-amber-400 text-amber-400" : "fill-transparent text-muted-foreground/50")}
        />
      ))}
    </span>
  );
}
