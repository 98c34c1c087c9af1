/**
 * The company dashboard and the shared sidebar in jsdom (spec: authenticated-side §2): welcome line,
 * stat cards, tabs with counts, lead cards, empty states; sidebar entries per role, active entry,
 * role label, company name, password button for companies only.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { CompanyDashboard } from "@/components/company/company-dashboard";
import { AppSidebar } from "@/components/dashboard/app-sidebar";
import type { CompanyLead } from "@/lib/domain/company-lead";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { leadStats } from "@/lib/domain/lead-stats";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
let pathname = "/company-dashboard";
jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

function lead(id: number, status: string, extra: Partial<CompanyLead> = {}): CompanyLead {
  return {
    id,
    serviceType: "küchenrenovierung",
    zipCode: "1100",
    projectType: null,
    stage: null,
    style: null,
    size: null,
    keepInstallations: null,
    budget: null,
    name: `Kunde ${id}`,
    email: `kunde${id}@example.at`,
    phone: "0660 1111111",
    quizAnswers: {},
    status,
    aiOfferLinkId: null,
    createdAt: new Date(2025, 5, id).toISOString(),
    assignedAt: new Date(2025, 5, id).toISOString(),
    ...extra,
  };
}

/** Minimal fetch Response (jsdom has no Response class). */

function mockApi(routes: Record<string, { status: number; body: unknown }>) {
  global.fetch = jest.fn(async (url: string) => {
    const route = routes[url] ?? routes[url.split("?")[0]!];
    return route ? jsonResponse(route.status, route.body) : jsonResponse(404, { message: "Nicht gefunden" });
  }) as unknown as typeof fetch;
}

/** The answer of GET /api/company/leads for `projects` (all on one page), as the server pages and counts them. */
function leadsAnswer(projects: CompanyLead[], statusFilter?: string) {
  const stats = leadStats(projects);
  const shown = statusFilter ? projects.filter((entry) => entry.status === statusFilter) : projects;
  return {
    status: 200,
    body: {
      projects: shown,
      total: shown.length,
      page: 1,
      pageSize: 20,
      stats: { ...stats, lastAssignedAt: null },
      companiesPerLead: 4,
    },
  };
}

/** Routes GET /api/company/leads by its status parameter. */
function mockLeads(projects: CompanyLead[]) {
  const routes: Record<string, { status: number; body: unknown }> = { "/api/company/profile": profile };
  for (const status of ["", "Offen", "Gewonnen", "Verloren"]) {
    routes[`/api/company/leads?page=1&pageSize=20${status ? `&status=${status}` : ""}`] = leadsAnswer(
      projects,
      status || undefined,
    );
  }
  mockApi(routes);
}

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const profile = {
  status: 200,
  body: {
    company: {
      id: 3,
      name: "Küchen Wimmer GmbH",
      city: "Wien",
      services: [],
      verified: true,
      contactPhone: null,
      contactEmail: null,
      contactInfo: null,
      zipCode: null,
    },
  },
};

describe("CompanyDashboard", () => {
  it("shows the welcome line, the five stats, tab counts and the lead cards", async () => {
    const hot = { intent_readiness: INTENT_READINESS_OPTIONS[0]!, start_timeline: START_TIMELINE_OPTIONS[0]! };
    mockLeads([
      lead(3, "Offen", {
        quizAnswers: { ...hot, project_scope: "Komplett neue Küche inkl. Planung", room_size: "8-12 m²" },
        budget: "10.000 €",
        assignmentCount: 2,
        createdAt: new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString(),
      }),
      lead(2, "Offen"),
      lead(1, "Verloren"),
    ]);
    renderWithClient(<CompanyDashboard />);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Willkommen, Küchen Wimmer GmbH" }),
    ).toBeInTheDocument();
    const stats = within(await screen.findByRole("region", { name: "Statistiken" }));
    for (const [label, value] of [
      ["Leads gesamt", "3"],
      ["Heiße Leads", "1"],
      ["Offen", "2"],
      ["Gewonnen", "0"],
      ["Verloren", "1"],
    ]) {
      expect(stats.getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByRole("tab", { name: "Alle (3)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Offen (2)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Gewonnen (0)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Verloren (1)" })).toBeInTheDocument();

    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole("heading", { name: "Küchenrenovierung" })).toBeInTheDocument();
    expect(first.getByText("Kunde 3")).toBeInTheDocument();
    expect(first.getByText("Komplett neue Küche inkl. Planung · 8-12 m²")).toBeInTheDocument();
    expect(first.getByText("1100")).toBeInTheDocument();
    expect(first.getByText("· Favoriten")).toBeInTheDocument();
    expect(first.getByText("vor 2 Std.")).toHaveAttribute(
      "title",
      expect.stringMatching(/^Eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/),
    );
    expect(first.getByText("2 von 4 Firmen")).toBeInTheDocument();
    expect(first.getByText("10.000 €")).toBeInTheDocument();
    expect(first.getByRole("button", { name: /Einstufung Heiß/ })).toHaveTextContent("Heiß");
    expect(within(cards[1]!).getByText("02.06.2025")).toBeInTheDocument();
    expect(first.getByRole("button", { name: "Details zu Kunde 3" })).toBeInTheDocument();
    expect(first.getByRole("combobox", { name: "Status von Kunde 3" })).toHaveTextContent("Offen");
    expect(within(cards[1]!).queryByText(/Heiß|Warm|Kalt/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Gewonnen (0)" }));
    expect(await screen.findByText("Keine gewonnenen Leads")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Verloren (1)" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(screen.getByText("Kunde 1")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Alle (3)" }));
    await userEvent.click(screen.getByRole("button", { name: "Details zu Kunde 3" }));
    const dialog = await screen.findByRole("dialog", { name: /Lead-Details/ });
    expect(within(dialog).getByRole("link", { name: "E-Mail an kunde3@example.at" })).toHaveAttribute(
      "href",
      "mailto:kunde3@example.at",
    );
  });

  it("shows the empty states when the company has no leads", async () => {
    mockLeads([]);
    renderWithClient(<CompanyDashboard />);
    expect(await screen.findByText("Noch keine Leads vorhanden")).toBeInTheDocument();
    for (const [tab, text] of [
      ["Offen (0)", "Keine offenen Leads"],
      ["Gewonnen (0)", "Keine gewonnenen Leads"],
      ["Verloren (0)", "Keine verlorenen Leads"],
    ]) {
      await userEvent.click(screen.getByRole("tab", { name: tab }));
      expect(await screen.findByText(text!)).toBeInTheDocument();
    }
  });

  it("offers a retry when the leads cannot be loaded", async () => {
    mockApi({ "/api/company/profile": profile, "/api/company/leads": { status: 500, body: { message: "Fehler" } } });
    renderWithClient(<CompanyDashboard />);
    expect(await screen.findByText("Die Leads konnten nicht geladen werden.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
  });
});

describe("AppSidebar", () => {
  it("shows the company entries, marks the active one, the role label, company name and password button", async () => {
    pathname = "/company-dashboard/werbung";
    mockApi({
      "/api/auth/me": {
        status: 200,
        body: {
          user: { id: 1, email: "a@example.at", role: "company", companyId: 3, companyName: "Küchen Wimmer GmbH" },
        },
      },
    });
    renderWithClient(<AppSidebar role="company" brandName="Renovio" />);
    const nav = within(screen.getByRole("navigation", { name: "Dashboard-Navigation" }));
    expect(nav.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Übersicht", "/company-dashboard"],
      ["Werbung", "/company-dashboard/werbung"],
      ["Rechnungen", "/company-dashboard/rechnungen"],
      ["Bewertungen", "/company-dashboard/bewertungen"],
      ["Prüfungen", "/company-dashboard/pruefungen"],
    ]);
    expect(nav.getByRole("link", { name: "Werbung" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Übersicht" })).not.toHaveAttribute("aria-current");
    expect(screen.getByText("Firma")).toBeInTheDocument();
    expect(await screen.findByText("Küchen Wimmer GmbH")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Passwort ändern" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Abmelden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Renovio/ })).toHaveAttribute("href", "/");

    await userEvent.click(screen.getByRole("button", { name: "Passwort ändern" }));
    const dialog = await screen.findByRole("dialog", { name: "Passwort ändern" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Passwort ändern" }));
    expect(await within(dialog).findByText("Aktuelles Passwort ist erforderlich")).toBeInTheDocument();
    expect(within(dialog).getByText("Neues Passwort muss mindestens 6 Zeichen lang sein")).toBeInTheDocument();
    expect(within(dialog).getByText("Passwort bestätigen ist erforderlich")).toBeInTheDocument();
  });

  it("shows the four admin entries to /admin-dashboard, the admin label and no password button", async () => {
    pathname = "/admin-dashboard";
    mockApi({
      "/api/auth/me": {
        status: 200,
        body: { user: { id: 9, email: "admin@example.at", role: "admin", companyId: null, companyName: null } },
      },
    });
    renderWithClient(<AppSidebar role="admin" brandName="Renovio" />);
    const links = within(screen.getByRole("navigation", { name: "Dashboard-Navigation" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Übersicht", "Unternehmen", "Projekte", "Statistiken"]);
    expect(links.every((link) => link.getAttribute("href") === "/admin-dashboard")).toBe(true);
    expect(links.filter((link) => link.getAttribute("aria-current") === "page")).toHaveLength(1);
    expect(screen.getByText("Administrator")).toBeInTheDocument();
    expect(await screen.findByText("admin@example.at")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Passwort ändern" })).not.toBeInTheDocument();
  });
});
