/** Category badge of a blog post: the German label (unknown ids shown raw). */
import { cn } from "@/lib/utils";
import { categoryLabel } from "@/lib/domain/blog";

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground",
        className,
      )}
    >
      {categoryLabel(category)}
    </span>
  );
}
