"use client";
/**
 * Marks the category of the section on screen as viewed whenever its badge count is above 0
 * (authenticated-side.md §2: clicking an entry with a count marks it viewed; this also covers
 * arriving by URL, a bookmark or the overview cards, and items that arrive while the admin already
 * looks at that section – the table shows them with its own refresh). Renders nothing; mounted once
 * by the admin layout.
 */
import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { categoryOfSection } from "@/lib/domain/admin-notifications";

import { activeAdminSection } from "./admin-nav";
import { useMarkCategoryViewed, useNotificationCounts } from "./notification-queries";

export function SectionViewTracker() {
  const pathname = usePathname();
  const counts = useNotificationCounts();
  const { mutate, isPending } = useMarkCategoryViewed();
  const active = activeAdminSection(pathname);
  const category = active ? categoryOfSection(active) : undefined;
  const count = category ? (counts.data?.[category] ?? 0) : 0;

  useEffect(() => {
    if (category && count > 0 && !isPending) mutate(category);
  }, [category, count, isPending, mutate]);

  return null;
}
