import { Star } from "lucide-react";

import { cn } from "@/lib/utils";

/** Five filled stars, announced once as "5 von 5 Sternen". */
export function LandingStars({ className }: { className?: string }) {
  return (
    <span role="img" aria-label="5 von 5 Sternen" className={cn("inline-flex gap-0.5", className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} className="size-4 fill-current" aria-hidden="true" />
      ))}
    </span>
  );
}
