/**
 * The content of one admin section. Every section is its own client chunk (next/dynamic), so
 * opening the overview does not load the quiz editor or the charts.
 */
import dynamic from "next/dynamic";
import type * as React from "react";
import { ComingSoon } from "@/components/admin/coming-soon";
import type { AdminSectionKey } from "@/lib/domain/admin-sections";

const SECTIONS: Record<AdminSectionKey, React.ComponentType> = {
  dashboard: ComingSoon,
  projects: ComingSoon,
  companies: ComingSoon,
  registrations: ComingSoon,
  "partner-onboarding": ComingSoon,
  "ai-offers": ComingSoon,
  advertising: ComingSoon,
  "quiz-management": ComingSoon,
  quizzes: ComingSoon,
  "blog-management": ComingSoon,
  analytics: dynamic(() => import("./analytics/analytics-section").then((m) => m.AnalyticsSection)),
  settings: ComingSoon,
};

export function AdminSectionContent({ section }: { section: AdminSectionKey }) {
  const Section = SECTIONS[section];
  return <Section />;
}
