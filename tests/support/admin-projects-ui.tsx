/** Shared set-up of the jsdom tests of the admin's projects table: fetch answers, projects, the rendered section. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";

import { ProjectsSection } from "@/components/admin/projects/projects-section";
import type { AdminProject } from "@/lib/domain/admin-projects";

/** An open bathroom project in 1100 of customer "Kunde {id}", without assignments; `extra` overrides. */
export const adminProject = (id: number, extra: Partial<AdminProject> = {}): AdminProject => ({
  id,
  serviceType: "badrenovierung",
  zipCode: "1100",
  budget: null,
  name: `Kunde ${id}`,
  email: `kunde${id}@example.at`,
  quizAnswers: {},
  status: "Offen",
  createdAt: "2025-06-03T10:00:00.000Z",
  assignments: [],
  ...extra,
});

/** The projects section in a fresh query client (no retries, nothing refetched as stale). */
export function renderProjectsSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <ProjectsSection />
    </QueryClientProvider>,
  );
}

/** Queries within the table row of project `id`. */
export const projectRow = (id: number) => within(screen.getByTestId(`project-row-${id}`));
