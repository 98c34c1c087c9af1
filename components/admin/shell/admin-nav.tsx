"use client";
/**
 * The admin dashboard's section navigation with count badges (refreshed every 30 s). Choosing an entry with a count
 * marks that category viewed. Rendered in the fixed column and in the mobile sheet.
 */
import {
  Inbox,
  Mail,
  BarChart3,
  Building2,
  ClipboardList,
  FolderKanban,
  Handshake,
  History,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  Newspaper,
  Receipt,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  UserCog,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

import { sidebarLinkClass, useSidebarNavigate } from "@/components/dashboard/app-sidebar";
import { badgeLabel, badgeText } from "@/lib/domain/admin-notifications";
import {
  ADMIN_SECTIONS,
  adminSectionFromSegments,
  adminSectionPath,
  type AdminSectionKey,
} from "@/lib/domain/admin-sections";

import { useMarkCategoryViewed, useNotificationCounts } from "./notification-queries";

const SECTION_ICONS: Record<AdminSectionKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  projects: FolderKanban,
  companies: Building2,
  reviews: Star,
  registrations: ClipboardList,
  "partner-onboarding": Handshake,
  "ai-offers": Sparkles,
  advertising: Megaphone,
  "quiz-management": ListChecks,
  quizzes: ListChecks,
  "blog-management": Newspaper,
  analytics: BarChart3,
  "contact-messages": Inbox,
  emails: Mail,
  invoices: Receipt,
  "audit-log": History,
  "privacy-requests": ShieldCheck,
  admins: UserCog,
  settings: Settings,
};

/** The sections the sidebar lists (all but the hidden quizzes view), in the spec's order. */
export const VISIBLE_ADMIN_SECTIONS = ADMIN_SECTIONS.filter((section) => !("hidden" in section && section.hidden));

/** The sidebar entry to mark active for a path: its section, with the quizzes view under Quiz-Verwaltung. */
export function activeAdminSection(pathname: string | null): AdminSectionKey | undefined {
  if (!pathname?.startsWith("/admin-dashboard")) return undefined;
  const segments = pathname.replace(/\/+$/, "").split("/").slice(2).filter(Boolean);
  const key = adminSectionFromSegments(segments);
  return key === "quizzes" ? "quiz-management" : key;
}

export function AdminSectionNav() {
  const pathname = usePathname();
  const onNavigate = useSidebarNavigate();
  const counts = useNotificationCounts();
  const markViewed = useMarkCategoryViewed();
  const active = activeAdminSection(pathname);

  return (
    <ul className="flex flex-col gap-1">
      {VISIBLE_ADMIN_SECTIONS.map((section) => {
        const Icon = SECTION_ICONS[section.key];
        const category = "category" in section ? section.category : undefined;
        const count = category ? (counts.data?.[category] ?? 0) : 0;
        const badge = badgeText(count);
        const isActive = section.key === active;
        return (
          <li key={section.key}>
            <Link
              href={adminSectionPath(section.key)}
              aria-current={isActive ? "page" : undefined}
              className={sidebarLinkClass(isActive)}
              onClick={() => {
                if (category && count > 0) markViewed.mutate(category);
                onNavigate?.();
              }}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{section.label}</span>
              {badge && (
                <span
                  data-testid={`badge-${section.key}`}
                  className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums"
                >
                  <span aria-hidden="true">{badge}</span>
                  <span className="sr-only">{` (${badgeLabel(count)})`}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
