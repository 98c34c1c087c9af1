/**
 * The content of one admin section. Every section is its own client chunk (next/dynamic), so
 * opening the overview does not load the quiz editor or the charts.
 */
import dynamic from "next/dynamic";
import type * as React from "react";
import type { AdminSectionKey } from "@/lib/domain/admin-sections";

const SECTIONS: Record<AdminSectionKey, React.ComponentType> = {
  dashboard: dynamic(() => import("./overview/overview-section").then((m) => m.OverviewSection)),
  projects: dynamic(() => import("./projects/projects-section").then((m) => m.ProjectsSection)),
  companies: dynamic(() => import("./companies/companies-section").then((m) => m.CompaniesSection)),
  reviews: dynamic(() => import("./reviews/reviews-section").then((m) => m.ReviewsSection)),
  registrations: dynamic(() => import("./registrations/registrations-section").then((m) => m.RegistrationsSection)),
  "partner-onboarding": dynamic(() =>
    import("./partner-onboarding/partner-onboarding-section").then((m) => m.PartnerOnboardingSection),
  ),
  "ai-offers": dynamic(() => import("./ai-offers/ai-offers-section").then((m) => m.AiOffersSection)),
  advertising: dynamic(() => import("./advertising/advertising-section").then((m) => m.AdvertisingSection)),
  "quiz-management": dynamic(() => import("./quizzes/quizzes-section").then((m) => m.QuizzesSection)),
  quizzes: dynamic(() => import("./quizzes/quizzes-section").then((m) => m.QuizzesSection)),
  "blog-management": dynamic(() => import("./blog/blog-section").then((m) => m.BlogSection)),
  analytics: dynamic(() => import("./analytics/analytics-section").then((m) => m.AnalyticsSection)),
  "contact-messages": dynamic(() =>
    import("./contact-messages/contact-messages-section").then((m) => m.ContactMessagesSection),
  ),
  "audit-log": dynamic(() => import("./audit-log/audit-log-section").then((m) => m.AuditLogSection)),
  "privacy-requests": dynamic(() =>
    import("./privacy-requests/privacy-requests-section").then((m) => m.PrivacyRequestsSection),
  ),
  emails: dynamic(() => import("./emails/emails-section").then((m) => m.EmailsSection)),
  invoices: dynamic(() => import("./invoices/invoices-section").then((m) => m.InvoicesSection)),
  admins: dynamic(() => import("./admins/admins-section").then((m) => m.AdminsSection)),
  settings: dynamic(() => import("./settings/settings-page").then((m) => m.SettingsPage)),
};

export function AdminSectionContent({ section }: { section: AdminSectionKey }) {
  const Section = SECTIONS[section];
  return <Section />;
}
