/**
 * Company dashboard self-service in jsdom: a 401 sends the user to
 * /firmen-login?abgelaufen=1 (and the login page's notice shows), a 403 shows the server's message,
 * the lead list refetches on window focus and searches on the server, the "Neu" mark, the
 * Firmendaten dialog, and the states of the own advertising requests list.
 */
import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { AdvertisingRequestList } from "@/components/company/advertising-request-list";
import { CompanyDashboard } from "@/components/company/company-dashboard";
import { isNewLead } from "@/components/company/new-leads";
import { LEADS_SEEN_KEY_PREFIX } from "@/lib/domain/storage-keys";
import { SessionExpiredNotice } from "@/components/dashboard/session-expired-notice";
import type { CompanyLead } from "@/lib/domain/company-lead";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const replace = jest.fn();
jest.mock("next/navigation", () => ({
  usePathname: () => "/company-dashboard",
  useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }),
}));

const HOUR = 3_600_000;

function lead(id: number, status: string, assignedAt: string): CompanyLead {
  return {
    id,
    serviceType: "maler",
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
    createdAt: assignedAt,
    assignedAt,
  };
}

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown };
let fetchMock: jest.Mock;
function mockApi(handler: Handler) {
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = handler(url, init);
    return jsonResponse(status, body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
}

const company = {
  id: 7,
  name: "Maler Berger",
  city: "Wien",
  services: ["fliesen"],
  verified: true,
  contactPhone: "+4315551234",
  contactEmail: "office@berger.at",
  contactInfo: "Hauptstraße 1",
  zipCode: "1100",
  street: null,
  vatId: null,
  districts: [],
};

function leadsPage(projects: CompanyLead[], lastAssignedAt: string | null = null) {
  return {
    status: 200,
    body: {
      projects,
      total: projects.length,
      page: 1,
      pageSize: 20,
      stats: { total: projects.length, hot: 0, open: projects.length, won: 0, lost: 0, lastAssignedAt },
    },
  };
}

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const leadCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/company/leads"));

beforeEach(() => {
  replace.mockClear();
  window.localStorage.clear();
});

describe("CompanyDashboard sessions and errors", () => {
  it("sends an ended session (401) to the login page with the notice instead of a failing retry", async () => {
    mockApi(() => ({ status: 401, body: { message: "Nicht angemeldet" } }));
    renderWithClient(<CompanyDashboard />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/firmen-login?abgelaufen=1"));
    expect(screen.queryByText("Die Leads konnten nicht geladen werden.")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
  });

  it("shows the server's German message for an unverified company (403)", async () => {
    const message = "Ihr Unternehmen ist derzeit nicht verifiziert. Bitte wenden Sie sich an uns.";
    mockApi((url) =>
      url.startsWith("/api/company/profile") ? { status: 200, body: { company } } : { status: 403, body: { message } },
    );
    renderWithClient(<CompanyDashboard />);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(replace).not.toHaveBeenCalled();
  });

  it("the login page shows the notice only with ?abgelaufen=1", () => {
    window.history.replaceState(null, "", "/firmen-login?abgelaufen=1");
    const { unmount } = render(<SessionExpiredNotice />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    );
    unmount();
    window.history.replaceState(null, "", "/firmen-login");
    render(<SessionExpiredNotice />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("CompanyDashboard lead list", () => {
  it("refetches when the window regains focus and shows the lead that arrived", async () => {
    const now = new Date().toISOString();
    let projects = [lead(1, "Offen", now)];
    mockApi((url) =>
      url.startsWith("/api/company/profile") ? { status: 200, body: { company } } : leadsPage(projects, now),
    );
    renderWithClient(<CompanyDashboard />);
    expect(await screen.findByText("Kunde 1")).toBeInTheDocument();
    projects = [lead(2, "Offen", now), ...projects];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText("Kunde 2")).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it("searches on the server and marks leads assigned since the previous visit as Neu", async () => {
    const previous = new Date(Date.now() - 48 * HOUR).toISOString();
    window.localStorage.setItem(`${LEADS_SEEN_KEY_PREFIX}${company.id}`, previous);
    const newer = new Date(Date.now() - 30 * HOUR).toISOString();
    const older = new Date(Date.now() - 72 * HOUR).toISOString();
    mockApi((url) => {
      if (url.startsWith("/api/company/profile")) return { status: 200, body: { company } };
      if (url.includes("q=Kunde+9")) return leadsPage([], newer);
      return leadsPage([lead(2, "Gewonnen", newer), lead(1, "Offen", older)], newer);
    });
    renderWithClient(<CompanyDashboard />);
    const cards = await screen.findAllByRole("article");
    expect(within(cards[0]!).getByText("Neu")).toBeInTheDocument();
    expect(within(cards[1]!).queryByText("Neu")).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(`${LEADS_SEEN_KEY_PREFIX}${company.id}`)).toBe(newer));

    await userEvent.type(screen.getByRole("searchbox", { name: "Leads durchsuchen" }), "Kunde 9");
    expect(await screen.findByText("Keine Leads zu Ihrer Suche gefunden")).toBeInTheDocument();
    expect(leadCalls()).toContain("/api/company/leads?page=1&pageSize=20&q=Kunde+9");
  });

  it("without a stored visit marks open leads assigned within 24 hours", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(isNewLead(lead(1, "Offen", "2026-11-25T01:00:00Z"), null, now)).toBe(true);
    expect(isNewLead(lead(1, "Gewonnen", "2026-11-25T01:00:00Z"), null, now)).toBe(false);
    expect(isNewLead(lead(1, "Offen", "2026-11-24T11:00:00Z"), null, now)).toBe(false);
    expect(isNewLead(lead(1, "Verloren", "2026-11-25T01:00:00Z"), "2026-11-20T00:00:00Z", now)).toBe(true);
    expect(isNewLead(lead(1, "Offen", "2026-11-19T00:00:00Z"), "2026-11-20T00:00:00Z", now)).toBe(false);
  });
});

describe("Firmendaten dialog", () => {
  it("shows German field errors and sends only the editable fields", async () => {
    mockApi((url, init) => {
      if (url.startsWith("/api/company/profile") && init?.method === "PATCH") {
        return { status: 200, body: { company: { ...company, ...(JSON.parse(String(init.body)) as object) } } };
      }
      if (url.startsWith("/api/company/profile")) return { status: 200, body: { company } };
      return leadsPage([]);
    });
    renderWithClient(<CompanyDashboard />);
    await userEvent.click(await screen.findByRole("button", { name: "Firmendaten" }));
    const dialog = await screen.findByRole("dialog", { name: "Firmendaten" });
    const zip = within(dialog).getByLabelText("PLZ");
    await userEvent.clear(zip);
    await userEvent.type(zip, "12");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await within(dialog).findByText("PLZ muss aus 4 Ziffern bestehen")).toBeInTheDocument();

    await userEvent.type(zip, "30");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Zimmerer" }));
    // UID number (checked, then normalised) and served districts.
    const vatId = within(dialog).getByLabelText("UID-Nummer (optional)");
    await userEvent.type(vatId, "DE123");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(
      await within(dialog).findByText("UID-Nummer im Format ATU und 8 Ziffern angeben (z. B. ATU12345678)"),
    ).toBeInTheDocument();
    await userEvent.clear(vatId);
    await userEvent.type(vatId, "atu 1234 5678");
    await userEvent.type(within(dialog).getByLabelText("Straße und Hausnummer"), "Hauptstraße 1/4");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "1070 Neubau" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const patch = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "PATCH");
    expect(JSON.parse(String((patch![1] as RequestInit).body))).toEqual({
      contactPhone: "+4315551234",
      contactEmail: "office@berger.at",
      contactInfo: "Hauptstraße 1",
      zipCode: "1230",
      city: "Wien",
      services: ["fliesen", "zimmermann"],
      street: "Hauptstraße 1/4",
      vatId: "ATU12345678",
      districts: ["1070"],
    });
  });
});

describe("AdvertisingRequestList", () => {
  it("lists category, periods, status and date", async () => {
    mockApi(() => ({
      status: 200,
      body: {
        requests: [
          {
            id: 2,
            category: "Malerarbeiten",
            availability: [{ startDate: "2030-03-01", endDate: "2030-03-31", incentive: "5 % Rabatt" }],
            message: null,
            status: "approved",
            createdAt: "2026-02-01T10:00:00.000Z",
            processedAt: "2026-02-03T10:00:00.000Z",
          },
          {
            id: 1,
            category: "Badsanierung",
            availability: [],
            message: null,
            status: "rejected",
            createdAt: "2026-01-01T10:00:00.000Z",
            processedAt: null,
          },
          {
            id: 3,
            category: "Fliesen",
            availability: [],
            message: null,
            status: "pending",
            createdAt: "2026-01-02T10:00:00.000Z",
            processedAt: null,
          },
        ],
        total: 3,
        page: 1,
        pageSize: 10,
      },
    }));
    renderWithClient(<AdvertisingRequestList />);
    const items = await screen.findAllByRole("article");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole("heading", { name: "Malerarbeiten" })).toBeInTheDocument();
    expect(within(items[0]!).getByText("Genehmigt")).toBeInTheDocument();
    expect(within(items[0]!).getByText(/01\.03\.2030 – 31\.03\.2030/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Gesendet am 01\.02\.2026 · entschieden am 03\.02\.2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByText("Abgelehnt")).toBeInTheDocument();
    expect(within(items[2]!).getByText("Ausstehend")).toBeInTheDocument();
  });

  it("shows the empty state, the error state with retry, and redirects on 401", async () => {
    mockApi(() => ({ status: 200, body: { requests: [], total: 0, page: 1, pageSize: 10 } }));
    const { unmount } = renderWithClient(<AdvertisingRequestList />);
    expect(await screen.findByText("Sie haben noch keine Werbeanfragen gesendet.")).toBeInTheDocument();
    unmount();

    mockApi(() => ({ status: 500, body: { message: "Ein interner Fehler ist aufgetreten." } }));
    const second = renderWithClient(<AdvertisingRequestList />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Ein interner Fehler ist aufgetreten.");
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
    second.unmount();

    mockApi(() => ({ status: 401, body: { message: "Nicht angemeldet" } }));
    renderWithClient(<AdvertisingRequestList />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/firmen-login?abgelaufen=1"));
  });
});
