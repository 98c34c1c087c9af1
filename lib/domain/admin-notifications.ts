/**
 * The red count badges of the admin navigation (authenticated-side.md §2 "Admin dashboard
 * navigation", §7 GET /api/admin/notification-counts, POST /api/admin/mark-category-viewed).
 * Pure: shapes and display rules, shared by the data layer and the browser.
 *
 * What a badge counts ("new items since the admin last viewed each category", issue 5): the items of
 * the category that still wait for the admin AND were created after that admin's lastViewedAt of the
 * category (admin_category_views); an admin who never viewed a category sees all waiting items.
 * Waiting means:
 * - projects: status Offen and no company assigned yet;
 * - registrations (company_registrations), partnerOnboarding (partner_onboarding),
 *   aiOffers (bathroom_offers), advertising (advertising_requests): status pending;
 * - contactMessages (contact_messages): not opened (read_at null) and not done (issue 13 §5);
 * - reviewReports (review_reports): not decided yet (issue 15 §4, notice and action).
 * So a badge drops when the admin opens the category (marks it viewed) and also when an item is dealt
 * with (assigned, approved, rejected) by any admin.
 *
 * Counts stop at NOTIFICATION_COUNT_CAP: the badge reads "99+" beyond 99 anyway, and counting no
 * further keeps the call fast however many items wait (issue 5 benchmark: p99 < 50 ms).
 */
import {
  ADMIN_SECTIONS,
  NOTIFICATION_CATEGORIES,
  type AdminSectionKey,
  type NotificationCategory,
} from "./admin-sections";

/** Highest count the API reports per category (the badge shows "99+" from 100). */
export const NOTIFICATION_COUNT_CAP = 100;

/** GET /api/admin/notification-counts → `{ notifications: NotificationCounts }`. */
export type NotificationCounts = Record<NotificationCategory, number>;

/** All categories at 0. */
export const EMPTY_NOTIFICATION_COUNTS: NotificationCounts = Object.fromEntries(
  NOTIFICATION_CATEGORIES.map((category) => [category, 0]),
) as NotificationCounts;

/** Whether `value` is one of the badge categories. */
export function isNotificationCategory(value: unknown): value is NotificationCategory {
  return typeof value === "string" && (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}

/** The badge category of a section (undefined for sections without a badge). */
export function categoryOfSection(key: AdminSectionKey): NotificationCategory | undefined {
  const section = ADMIN_SECTIONS.find((entry) => entry.key === key);
  return section && "category" in section ? section.category : undefined;
}

/** Badge text: nothing for 0 (no badge), the count up to 99, then "99+". */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}

/** Screen-reader text of a badge, e.g. "3 neue Einträge" / "1 neuer Eintrag". */
export function badgeLabel(count: number): string {
  if (count >= NOTIFICATION_COUNT_CAP) return "mehr als 99 neue Einträge";
  return count === 1 ? "1 neuer Eintrag" : `${count} neue Einträge`;
}
