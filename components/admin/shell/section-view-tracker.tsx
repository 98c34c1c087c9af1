"use client";
/**
 * Marks the category of the section on screen as viewed whenever its badge count is above 0, which also covers
 * arriving by URL or bookmark. Renders nothing; mounted once by the admin layout.
 */
import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { categoryOfSection } from "@/lib/domain/admin-notifications";

import { activeAdminSection } from "./admin-nav";
import { useMarkCategoryViewed, useNotificationCounts } from "./notification-queries";

export function SectionViewTracker() {
  const pathname = usePathname();
  const counts = useNotificationCounts();
  const { mutate, isPending, isError, reset } = useMarkCategoryViewed();
  const active = activeAdminSection(pathname);
  const category = active ? categoryOfSection(active) : undefined;
  const count = category ? (counts.data?.[category] ?? 0) : 0;

  // A failed call is not repeated for the same section (the reloaded count would trigger it again
  // at once); moving to another section clears the failure.
  useEffect(() => reset(), [category, reset]);
  useEffect(() => {
    if (category && count > 0 && !isPending && !isError) mutate(category);
  }, [category, count, isPending, isError, mutate]);

  return null;
}
