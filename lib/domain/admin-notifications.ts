/**
 * The red count badges of the admin navigation: items of a category that still wait for the admin and
 * were created after that admin last viewed it. Counts stop at NOTIFICATION_COUNT_CAP ("99+" anyway), which
 * keeps the call fast however many items wait.
 */
import {
  ADMIN_SECTIONS,
  NOTIFICATION_CATEGORIES,
  type AdminSectionKey,
  type NotificationCategory,
} from "./admin-sections";

export const NOTIFICATION_COUNT_CAP = 100;

export type NotificationCounts = Record<NotificationCategory, number>;

export const EMPTY_NOTIFICATION_COUNTS: NotificationCounts = Object.fromEntries(
  NOTIFICATION_CATEGORIES.map((category) => [category, 0]),
) as NotificationCounts;

export function isNotificationCategory(value: unknown): value is NotificationCategory {
  return typeof value === "string" && (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}

export function categoryOfSection(key: AdminSectionKey): NotificationCategory | undefined {
  const section = ADMIN_SECTIONS.find((entry) => entry.key === key);
  return section && "category" in section ? section.category : undefined;
}

/** Badge text: null for 0, the count up to 99, then "99+". */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}

export function badgeLabel(count: number): string {
  if (count >= NOTIFICATION_COUNT_CAP) return "mehr als 99 neue Einträge";
  return count === 1 ? "1 neuer Eintrag" : `${count} neue Einträge`;
}
