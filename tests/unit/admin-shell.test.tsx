/**
 * The admin shell's section navigation in jsdom (spec: authenticated-side §2 "Admin dashboard
 * navigation", §7): the visible sections with labels and links, aria-current on the active one,
 * red badges from GET /api/admin/notification-counts, and marking a category viewed on click.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { AdminSectionNav, activeAdminSection } from "@/components/admin/shell/admin-nav";
import { SectionViewTracker } from "@/components/admin/shell/section-view-tracker";
import { AppSidebar } from "@/components/dashboard/app-sidebar";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
let pathname = "/admin-dashboard/projects";
jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

let counts = { projects: 3, registrations: 0, partnerOnboarding: 120, aiOffers: 0, advertising: 1, contactMessages: 2 };
const calls: { method: string; url: string; body?: string }[] = [];

// jsdom cannot navigate: stop link clicks after the app's own handlers ran (bubbling phase).
const preventNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener("click", preventNavigation));
afterAll(() => document.removeEventListener("click", preventNavigation));

beforeEach(() => {
  calls.length = 0;
  counts = { projects: 3, registrations: 0, partnerOnboarding: 120, aiOffers: 0, advertising: 1, contactMessages: 2 };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? "GET", url, body: init?.body as string | undefined });
    if (url === "/api/auth/me")
      return jsonResponse(200, {
        user: { id: 9, email: "admin@example.at", role: "admin", companyId: null, companyName: null },
      });
    if (url === "/api/admin/notification-counts") return jsonResponse(200, { notifications: counts });
    if (url === "/api/admin/mark-category-viewed") {
      const { category } = JSON.parse(String(init?.body)) as { category: keyof typeof counts };
      counts = { ...counts, [category]: 0 };
      return jsonResponse(200, { category, lastViewedAt: new Date().toISOString() });
    }
    return jsonResponse(404, { message: "Nicht gefunden" });
  }) as unknown as typeof fetch;
});

function renderShell(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("AdminSectionNav", () => {
  it("lists the 18 sections with their labels and links, marks the active one and shows the badges", async () => {
    pathname = "/admin-dashboard/projects";
    renderShell(<AppSidebar role="admin" brandName="Renovio" navigation={<AdminSectionNav />} />);
    const nav = within(screen.getByRole("navigation", { name: "Dashboard-Navigation" }));
    const links = nav.getAllByRole("link");
    expect(links.map((link) => [link.textContent?.replace(/\d+\+?.*$/, ""), link.getAttribute("href")])).toEqual([
      ["Dashboard", "/admin-dashboard"],
      ["Projekte", "/admin-dashboard/projects"],
      ["Firmen", "/admin-dashboard/companies"],
      ["Bewertungen", "/admin-dashboard/reviews"],
      ["Firmenanmeldungen", "/admin-dashboard/registrations"],
      ["Partner-Onboarding", "/admin-dashboard/partner-onboarding"],
      ["AI-Angebote", "/admin-dashboard/ai-offers"],
      ["Werbeanfragen", "/admin-dashboard/advertising"],
      ["Quiz-Verwaltung", "/admin-dashboard/quiz-management"],
      ["Ratgeber-Verwaltung", "/admin-dashboard/blog-management"],
      ["Statistiken", "/admin-dashboard/analytics"],
      ["Kontaktanfragen", "/admin-dashboard/contact-messages"],
      ["Rechnungen", "/admin-dashboard/invoices"],
      ["E-Mails", "/admin-dashboard/emails"],
      ["Verlauf", "/admin-dashboard/audit-log"],
      ["Datenschutzanfragen", "/admin-dashboard/privacy-requests"],
      ["Admins", "/admin-dashboard/admins"],
      ["Einstellungen", "/admin-dashboard/settings"],
    ]);
    expect(
      links.filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.getAttribute("href")),
    ).toEqual(["/admin-dashboard/projects"]);

    expect(await screen.findByTestId("badge-projects")).toHaveTextContent("3");
    expect(nav.getByRole("link", { name: "Projekte (3 neue Einträge)" })).toBeInTheDocument();
    expect(screen.getByTestId("badge-partner-onboarding")).toHaveTextContent("99+");
    expect(nav.getByRole("link", { name: "Werbeanfragen (1 neuer Eintrag)" })).toBeInTheDocument();
    expect(screen.getByTestId("badge-contact-messages")).toHaveTextContent("2");
    expect(nav.getByRole("link", { name: "Kontaktanfragen (2 neue Einträge)" })).toBeInTheDocument();
    expect(screen.queryByTestId("badge-registrations")).not.toBeInTheDocument();
    expect(screen.queryByTestId("badge-ai-offers")).not.toBeInTheDocument();
    expect(screen.getByText("Administrator")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Abmelden" })).toBeInTheDocument();
  });

  it("marks a category viewed when its entry with a count is clicked, and the badge disappears", async () => {
    pathname = "/admin-dashboard";
    renderShell(<AdminSectionNav />);
    await screen.findByTestId("badge-projects");

    // Entries without a count or without a category do not call the server.
    await userEvent.click(screen.getByRole("link", { name: "Firmen" }));
    await userEvent.click(screen.getByRole("link", { name: "Firmenanmeldungen" }));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    await userEvent.click(screen.getByRole("link", { name: /^Projekte/ }));
    await waitFor(() => expect(screen.queryByTestId("badge-projects")).not.toBeInTheDocument());
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toEqual([
      { method: "POST", url: "/api/admin/mark-category-viewed", body: JSON.stringify({ category: "projects" }) },
    ]);
    // The counts are reloaded afterwards; the other badges stay.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === "/api/admin/notification-counts").length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByTestId("badge-advertising")).toHaveTextContent("1");
  });
});

describe("SectionViewTracker", () => {
  it("marks the category of the section on screen viewed while it has a count, and only that one", async () => {
    pathname = "/admin-dashboard/advertising";
    renderShell(
      <>
        <SectionViewTracker />
        <AdminSectionNav />
      </>,
    );
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    expect(calls.find((call) => call.method === "POST")?.body).toBe(JSON.stringify({ category: "advertising" }));
    await waitFor(() => expect(screen.queryByTestId("badge-advertising")).not.toBeInTheDocument());
    expect(screen.getByTestId("badge-projects")).toHaveTextContent("3");
  });

  it("does not repeat a failed call for the same section, although the badge comes back", async () => {
    pathname = "/admin-dashboard/advertising";
    const answer = global.fetch as jest.Mock;
    global.fetch = jest.fn(async (url: string, init?: RequestInit) =>
      url === "/api/admin/mark-category-viewed"
        ? (calls.push({ method: "POST", url }), jsonResponse(500, { message: "Ein interner Fehler ist aufgetreten." }))
        : answer(url, init),
    ) as unknown as typeof fetch;
    renderShell(
      <>
        <SectionViewTracker />
        <AdminSectionNav />
      </>,
    );
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    // The counts are reloaded after the failure and show the badge again …
    await waitFor(() =>
      expect(calls.filter((call) => call.url === "/api/admin/notification-counts").length).toBeGreaterThanOrEqual(2),
    );
    expect(await screen.findByTestId("badge-advertising")).toHaveTextContent("1");
    // … without a second POST.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("does nothing on a section without a badge category", async () => {
    pathname = "/admin-dashboard/companies";
    renderShell(
      <>
        <SectionViewTracker />
        <AdminSectionNav />
      </>,
    );
    await screen.findByTestId("badge-projects");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });
});

describe("activeAdminSection", () => {
  it("maps paths to sidebar entries", () => {
    expect(activeAdminSection("/admin-dashboard")).toBe("dashboard");
    expect(activeAdminSection("/admin-dashboard/")).toBe("dashboard");
    expect(activeAdminSection("/admin-dashboard/companies")).toBe("companies");
    expect(activeAdminSection("/admin-dashboard/quizzes")).toBe("quiz-management");
    expect(activeAdminSection("/admin-dashboard/unknown")).toBeUndefined();
    expect(activeAdminSection("/company-dashboard")).toBeUndefined();
    expect(activeAdminSection(null)).toBeUndefined();
  });
});
