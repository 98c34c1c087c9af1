/**
 * Sections of the admin dashboard: URL segment, German sidebar label (all labels German, unlike the spec's
 * "Quiz Management") and the notification category of its badge.
 */

export const NOTIFICATION_CATEGORIES = [
  "projects",
  "registrations",
  "partnerOnboarding",
  "aiOffers",
  "advertising",
  "contactMessages",
  "reviewReports",
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export interface AdminSection {
  key: string;
  label: string;
  category?: NotificationCategory;
  /** Reachable by URL but not listed in the sidebar. */
  hidden?: boolean;
}

export const ADMIN_SECTIONS = [
  { key: "dashboard", label: "Dashboard" },
  { key: "projects", label: "Projekte", category: "projects" },
  { key: "companies", label: "Firmen" },
  { key: "reviews", label: "Bewertungen", category: "reviewReports" },
  { key: "registrations", label: "Firmenanmeldungen", category: "registrations" },
  { key: "partner-onboarding", label: "Partner-Onboarding", category: "partnerOnboarding" },
  { key: "ai-offers", label: "AI-Angebote", category: "aiOffers" },
  { key: "advertising", label: "Werbeanfragen", category: "advertising" },
  { key: "quiz-management", label: "Quiz-Verwaltung" },
  { key: "blog-management", label: "Ratgeber-Verwaltung" },
  { key: "analytics", label: "Statistiken" },
  { key: "contact-messages", label: "Kontaktanfragen", category: "contactMessages" },
  { key: "invoices", label: "Rechnungen" },
  { key: "emails", label: "E-Mails" },
  { key: "audit-log", label: "Verlauf" },
  { key: "privacy-requests", label: "Datenschutzanfragen" },
  { key: "admins", label: "Admins" },
  { key: "settings", label: "Einstellungen" },
  { key: "quizzes", label: "Quizze", hidden: true },
] as const satisfies readonly AdminSection[];

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]["key"];

/** The section of a URL segment; "dashboard" for /admin-dashboard itself, undefined when unknown. */
export function adminSectionFromSegments(segments: readonly string[] | undefined): AdminSectionKey | undefined {
  if (!segments || segments.length === 0) return "dashboard";
  if (segments.length > 1) return undefined;
  return ADMIN_SECTIONS.find((section) => section.key === segments[0])?.key;
}

export function adminSectionPath(key: AdminSectionKey): string {
  return key === "dashboard" ? "/admin-dashboard" : `/admin-dashboard/${key}`;
}
