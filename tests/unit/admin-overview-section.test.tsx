/**
 * The admin overview in jsdom (spec: authenticated-side §2 "Dashboard"): the "Zu
 * erledigen" queue beside the five count cards from GET /api/admin/stats, each entry and each named
 * project linking to where it is done, and the all-clear text when nothing waits.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { OverviewSection } from "@/components/admin/overview/overview-section";
import type { AdminQueue } from "@/lib/domain/admin-queue";
import { jsonResponse } from "../support/json-response";

const STATS = { openLeads: 4, assignedProjects: 2, wonProjects: 1, verifiedCompanies: 3, activeQuizzes: 43 };
const NONE: AdminQueue = {
  unassignedLeads: 0,
  oldestUnassigned: [],
  pendingRegistrations: 0,
  pendingOnboarding: 0,
  failedEmails: 0,
  overdueLeads: 0,
  outsideServiceArea: 0,
  outsideServiceAreaProjects: [],
};
let queue: AdminQueue;

beforeEach(() => {
  queue = NONE;
  global.fetch = jest.fn(async (url: string) => {
    if (url === "/api/admin/stats") return jsonResponse(200, { stats: STATS, queue });
    if (url === "/api/admin/settings") return jsonResponse(200, { settings: {}, imprintMissing: [] });
    return jsonResponse(404, { message: "Nicht gefunden" });
  }) as unknown as typeof fetch;
});

function renderOverview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <OverviewSection />
    </QueryClientProvider>,
  );
}

it("shows the queue with links beside the count cards", async () => {
  queue = {
    ...NONE,
    unassignedLeads: 2,
    oldestUnassigned: [
      {
        id: 12,
        serviceType: "badrenovierung",
        zipCode: "1100",
        createdAt: new Date(Date.now() - 50 * 3600_000).toISOString(),
      },
    ],
    failedEmails: 1,
    pendingRegistrations: 3,
  };
  renderOverview();
  const todo = within(await screen.findByTestId("admin-todo"));
  expect(todo.getByRole("link", { name: /^2 Leads ohne Firma/ })).toHaveAttribute(
    "href",
    "/admin-dashboard/projects?filter=unassigned",
  );
  expect(todo.getByRole("link", { name: "#12 Badrenovierung, PLZ 1100 – seit 2 Tagen" })).toHaveAttribute(
    "href",
    "/admin-dashboard/projects?q=%2312",
  );
  expect(todo.getByRole("link", { name: /^1 E-Mail nicht zugestellt/ })).toHaveAttribute(
    "href",
    "/admin-dashboard/emails?status=failed",
  );
  expect(todo.getByRole("link", { name: /^3 Firmenanmeldungen prüfen/ })).toHaveAttribute(
    "href",
    "/admin-dashboard/registrations",
  );
  expect(todo.queryByText(/überfällig/)).not.toBeInTheDocument();

  const counts = within(screen.getByRole("region", { name: "Kennzahlen" }));
  expect(counts.getByTestId("stat-openLeads")).toHaveTextContent("4");
  expect(counts.getByTestId("stat-activeQuizzes")).toHaveTextContent("43");
});

it("says so when nothing waits", async () => {
  renderOverview();
  expect(await screen.findByText(/^Alles erledigt/)).toBeInTheDocument();
  expect(screen.queryByTestId("admin-todo")).not.toBeInTheDocument();
});
