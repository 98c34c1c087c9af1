/**
 * The admin's approval sections in jsdom (spec: authenticated-side §2 "Company registrations",
 * "Advertising requests", "AI offers", §7, §8): the table, loading/empty/error states with
 * "Erneut versuchen", and a decision that calls the API only after the confirm dialog (rejecting
 * needs a reason), shows the §8 toast and reloads the list and the badge counts; an API
 * error shows its German message; duplicates and who decided are shown.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdvertisingSection } from "@/components/admin/advertising/advertising-section";
import { AiOffersSection } from "@/components/admin/ai-offers/ai-offers-section";
import { PartnerOnboardingSection } from "@/components/admin/partner-onboarding/partner-onboarding-section";
import { RegistrationsSection } from "@/components/admin/registrations/registrations-section";
import { ADMIN_QUERY_KEYS, type AdminAdvertisingRequest, type AdminRegistration } from "@/lib/domain/admin-approvals";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

function jsonResponse(status: number, body: unknown) {
  const text = JSON.stringify(body);
  // GET /api/partner-onboarding answers a bare array with the total in X-Total-Count.
  const headers = {
    get: (name: string) => (name.toLowerCase() === "x-total-count" && Array.isArray(body) ? String(body.length) : null),
  };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    headers,
    text: async () => text,
    json: async () => body,
  };
}

const registration: AdminRegistration = {
  id: 7,
  companyName: "Fliesen Gruber KG",
  contactPerson: "Anna Gruber",
  email: "office@gruber.at",
  phone: "+43 660 1234567",
  address: "Hauptstraße 1",
  city: "Wien",
  zipCode: "1100",
  services: ["Fliesenleger"],
  experience: "5-10",
  employees: "2-5",
  description: "",
  status: "pending",
  processedBy: null,
  processedAt: null,
  notes: null,
  createdAt: "2026-11-02T08:00:00.000Z",
  duplicateOf: null,
  processedByEmail: null,
};

const advertising: AdminAdvertisingRequest = {
  id: 3,
  companyId: 5,
  companyName: "Bad Profi GmbH",
  category: "badrenovierung",
  availability: [{ startDate: "2026-12-01", endDate: "2026-12-31" }],
  message: null,
  status: "pending",
  createdAt: "2026-11-03T08:00:00.000Z",
  processedBy: null,
  processedAt: null,
};

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown } | undefined;
const requests: { method: string; url: string; query?: string; body?: string }[] = [];

function mockFetch(handler: Handler) {
  requests.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    // The lists are paged: handlers and counts see the path, the query is kept apart.
    const [path = url, query = ""] = url.split("?");
    requests.push({
      method: init?.method ?? "GET",
      url: path,
      ...(query ? { query } : {}),
      body: init?.body as string | undefined,
    });
    const answer = handler(path, init) ?? { status: 200, body: {} };
    return jsonResponse(answer.status, answer.body);
  }) as unknown as typeof fetch;
}

let client: QueryClient;
function renderWithClient(ui: React.ReactElement) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The sidebar's badge counts, as the admin shell has them cached.
  client.setQueryData(ADMIN_QUERY_KEYS.notificationCounts, { registrations: 1 });
  // The companies table, loaded earlier in another section.
  client.setQueryData(["/api/admin/companies"], []);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const gets = (url: string) => requests.filter((request) => request.method === "GET" && request.url === url).length;

beforeEach(() => jest.clearAllMocks());

describe("Firmenanmeldungen", () => {
  it("approves a pending registration: PATCH with the status, the §8 toast, then the list and the badge counts load again", async () => {
    let status = "pending";
    mockFetch((url, init) => {
      if (url === "/api/admin/company-registrations")
        return { status: 200, body: { registrations: [{ ...registration, status }] } };
      if (url === "/api/admin/company-registrations/7/checks")
        return {
          status: 200,
          body: {
            readiness: {
              items: [
                {
                  key: "gisa",
                  label: "Gewerbeberechtigung (GISA)",
                  state: "ok",
                  text: "Platten- und Fliesenleger",
                  checkedAt: null,
                },
                {
                  key: "insurance",
                  label: "Haftpflichtversicherung",
                  state: "ok",
                  text: "bis 31.03.2099",
                  checkedAt: null,
                },
              ],
              licensedServices: ["fliesen"],
              blockers: [],
              checks: [],
            },
          },
        };
      if (url === "/api/admin/company-registrations/7/status" && init?.method === "PATCH") {
        status = (JSON.parse(String(init.body)) as { status: string }).status;
        return { status: 200, body: { registration: { ...registration, status } } };
      }
    });
    renderWithClient(<RegistrationsSection />);
    const row = within(await screen.findByTestId("registration-7"));
    expect(row.getByText("Wartend")).toBeInTheDocument();

    await userEvent.click(row.getByRole("button", { name: /^Freigeben\s?: Fliesen Gruber KG/ }));
    // Nothing is sent before the confirmation, which shows the checks.
    const dialog = within(await screen.findByRole("dialog", { name: "Firmenanmeldung freigeben?" }));
    expect(await dialog.findByText("Platten- und Fliesenleger")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(0);
    await userEvent.click(dialog.getByRole("button", { name: "Freigeben" }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Firmenanmeldung freigegeben",
        expect.objectContaining({ description: expect.stringContaining("Passwort") }),
      ),
    );
    expect(requests).toContainEqual({
      method: "PATCH",
      url: "/api/admin/company-registrations/7/status",
      body: JSON.stringify({ status: "approved" }),
    });
    expect(await within(await screen.findByTestId("registration-7")).findByText("Genehmigt")).toBeInTheDocument();
    expect(gets("/api/admin/company-registrations")).toBe(2);
    expect(client.getQueryState(ADMIN_QUERY_KEYS.notificationCounts)?.isInvalidated).toBe(true);
    // The approval created a company: the companies table loads again when it is next shown.
    expect(client.getQueryState(["/api/admin/companies"])?.isInvalidated).toBe(true);
    // Decision buttons only while pending (§2).
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: /Freigeben/ })).not.toBeInTheDocument();
  });

  it("Abbrechen and Esc close the confirmation without sending anything", async () => {
    mockFetch((url) => {
      if (url === "/api/admin/company-registrations") return { status: 200, body: { registrations: [registration] } };
    });
    renderWithClient(<RegistrationsSection />);
    await userEvent.click(await screen.findByRole("button", { name: /^Freigeben\s?: Fliesen Gruber KG/ }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: /^Ablehnen\s?: Fliesen Gruber KG/ }));
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(0);
  });

  it("approving with a check that is not green needs a reason, sent as overrideReason", async () => {
    mockFetch((url, init) => {
      if (url === "/api/admin/company-registrations") return { status: 200, body: { registrations: [registration] } };
      if (url === "/api/admin/company-registrations/7/checks")
        return {
          status: 200,
          body: {
            readiness: {
              items: [
                {
                  key: "gisa",
                  label: "Gewerbeberechtigung (GISA)",
                  state: "unavailable",
                  text: "nicht prüfbar (MS_UNAVAILABLE)",
                  checkedAt: null,
                },
              ],
              licensedServices: [],
              blockers: ["Gewerbeberechtigung (GISA): nicht prüfbar"],
              checks: [],
            },
          },
        };
      if (init?.method === "PATCH")
        return { status: 200, body: { registration: { ...registration, status: "approved" } } };
    });
    renderWithClient(<RegistrationsSection />);
    await userEvent.click(await screen.findByRole("button", { name: /^Freigeben\s?: Fliesen Gruber KG/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Firmenanmeldung freigeben?" }));
    expect(await dialog.findByText(/Nicht alle Prüfungen sind grün/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Trotzdem freigeben" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("mindestens 3 Zeichen");
    expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText(/Begründung/), "GISA am Telefon bestätigt");
    await userEvent.click(dialog.getByRole("button", { name: "Trotzdem freigeben" }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: "PATCH",
        url: "/api/admin/company-registrations/7/status",
        body: JSON.stringify({ status: "approved", overrideReason: "GISA am Telefon bestätigt" }),
      }),
    );
  });

  it("rejecting needs a reason of at least 3 characters, which is sent as notes", async () => {
    mockFetch((url, init) => {
      if (url === "/api/admin/company-registrations") return { status: 200, body: { registrations: [registration] } };
      if (init?.method === "PATCH")
        return { status: 200, body: { registration: { ...registration, status: "rejected" } } };
    });
    renderWithClient(<RegistrationsSection />);
    await userEvent.click(await screen.findByRole("button", { name: /^Ablehnen\s?: Fliesen Gruber KG/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Firmenanmeldung ablehnen?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Ablehnen" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Der Grund muss mindestens 3 Zeichen haben");
    expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/Grund der Ablehnung/), "Keine Gewerbeberechtigung");
    await userEvent.click(dialog.getByRole("button", { name: "Ablehnen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Firmenanmeldung abgelehnt", expect.anything()));
    expect(requests).toContainEqual({
      method: "PATCH",
      url: "/api/admin/company-registrations/7/status",
      body: JSON.stringify({ status: "rejected", notes: "Keine Gewerbeberechtigung" }),
    });
  });

  it("marks a duplicate and shows who decided", async () => {
    mockFetch((url) => {
      if (url === "/api/admin/company-registrations")
        return {
          status: 200,
          body: {
            registrations: [
              { ...registration, duplicateOf: { kind: "registration", id: 12, createdAt: "2026-11-01T08:00:00.000Z" } },
              { ...registration, id: 8, duplicateOf: { kind: "partner" } },
              {
                ...registration,
                id: 9,
                status: "rejected",
                processedBy: 1,
                processedAt: "2026-11-04T09:30:00.000Z",
                processedByEmail: "chef@example.at",
                notes: "Doppelt",
              },
            ],
          },
        };
    });
    renderWithClient(<RegistrationsSection />);
    const first = within(await screen.findByTestId("registration-7"));
    expect(first.getByText("Duplikat")).toBeInTheDocument();
    expect(first.getByText("Bereits angemeldet am 01.11.2026 (#12)")).toBeInTheDocument();
    expect(within(screen.getByTestId("registration-8")).getByText("Bereits Partner")).toBeInTheDocument();
    const decided = within(screen.getByTestId("registration-9"));
    expect(decided.getByText("Entschieden von chef@example.at am 04.11.2026, 10:30")).toBeInTheDocument();
    expect(decided.getByText("Grund: Doppelt")).toBeInTheDocument();
  });

  it("shows the API's German error when the decision fails and keeps the row pending", async () => {
    mockFetch((url, init) => {
      if (url === "/api/admin/company-registrations") return { status: 200, body: { registrations: [registration] } };
      if (init?.method === "PATCH")
        return { status: 409, body: { message: "Diese Anmeldung wurde bereits bearbeitet." } };
    });
    renderWithClient(<RegistrationsSection />);
    await userEvent.click(await screen.findByRole("button", { name: /^Ablehnen\s?: Fliesen Gruber KG/ }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/Grund der Ablehnung/), "Nicht passend");
    await userEvent.click(dialog.getByRole("button", { name: "Ablehnen" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Status konnte nicht aktualisiert werden", {
        description: "Diese Anmeldung wurde bereits bearbeitet.",
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(screen.getByTestId("registration-7")).getByText("Wartend")).toBeInTheDocument();
  });

  it("shows the error box when the list cannot be loaded, and 'Erneut versuchen' loads it again", async () => {
    let fail = true;
    mockFetch((url) => {
      if (url === "/api/admin/company-registrations")
        return fail ? { status: 500, body: { message: "Fehler" } } : { status: 200, body: { registrations: [] } };
    });
    renderWithClient(<RegistrationsSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Firmenanmeldungen konnten nicht geladen werden.");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByText("Keine Firmenanmeldungen vorhanden")).toBeInTheDocument();
  });
});

describe("Firmenanmeldungen: Seiten, Suche und Filter", () => {
  /** Answers 60 registrations by 25, filtered by `search` (company name) and `status` like the server. */
  function mockPagedRegistrations() {
    const all = Array.from({ length: 60 }, (_, i) => ({
      ...registration,
      id: 100 + i,
      companyName: i === 42 ? "Gruber Bau" : `Firma ${i}`,
      status: i < 50 ? "pending" : "rejected",
    }));
    mockFetch((url) => {
      if (url !== "/api/admin/company-registrations") return undefined;
      const query = new URLSearchParams(requests.at(-1)?.query ?? "");
      const page = Number(query.get("page") ?? 1);
      const pageSize = Number(query.get("pageSize") ?? 25);
      const search = query.get("search")?.toLowerCase();
      const status = query.get("status");
      const rows = all.filter(
        (row) => (!search || row.companyName.toLowerCase().includes(search)) && (!status || row.status === status),
      );
      return {
        status: 200,
        body: { registrations: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize },
      };
    });
  }
  const listQueries = () =>
    requests
      .filter((request) => request.method === "GET" && request.url === "/api/admin/company-registrations")
      .map((request) => request.query);

  it("pages with Zurück/Weiter: 'Seite x von y' and the page in the request", async () => {
    mockPagedRegistrations();
    renderWithClient(<RegistrationsSection />);
    expect(await screen.findByText("Seite 1 von 3")).toBeInTheDocument();
    expect(screen.getByText("60 Anmeldungen")).toBeInTheDocument();
    expect(screen.getByTestId("registration-100")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zurück" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Seite 2 von 3")).toBeInTheDocument();
    expect(await screen.findByTestId("registration-125")).toBeInTheDocument();
    expect(screen.queryByTestId("registration-100")).not.toBeInTheDocument();
    expect(listQueries()).toContain("page=2&pageSize=25");

    await userEvent.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Seite 3 von 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Zurück" }));
    expect(await screen.findByText("Seite 2 von 3")).toBeInTheDocument();
  });

  it("searches after typing stops (one request for the word, back to page 1) and filters by status", async () => {
    mockPagedRegistrations();
    renderWithClient(<RegistrationsSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Seite 2 von 3")).toBeInTheDocument();

    await userEvent.type(screen.getByRole("searchbox", { name: "Suche" }), "gruber");
    expect(await screen.findByText("1 Anmeldung")).toBeInTheDocument();
    expect(screen.getByTestId("registration-142")).toBeInTheDocument();
    // One page of results: no pager.
    expect(screen.queryByRole("navigation", { name: "Seiten" })).not.toBeInTheDocument();
    // Debounced: no request for the partial words "g", "gr", …
    expect(listQueries().filter((query) => query?.includes("search="))).toEqual(["page=1&pageSize=25&search=gruber"]);

    await userEvent.clear(screen.getByRole("searchbox", { name: "Suche" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Abgelehnt");
    expect(await screen.findByText("10 Anmeldungen")).toBeInTheDocument();
    expect(listQueries()).toContain("page=1&pageSize=25&status=rejected");

    await userEvent.type(screen.getByRole("searchbox", { name: "Suche" }), "gruber");
    expect(await screen.findByText("Keine passenden Firmenanmeldungen gefunden")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Seiten" })).not.toBeInTheDocument();
  });
});

describe("Partner-Onboarding", () => {
  it("rejects from the details dialog only after a reason is given in the confirmation", async () => {
    const record = {
      id: 4,
      companyName: "Elektro Novak e.U.",
      email: "office@novak.at",
      contactPerson: "Jan Novak",
      services: [],
      preferredChannels: [],
      privacyConsent: true,
      status: "pending",
      processedBy: null,
      processedAt: null,
      processedByEmail: null,
      notes: null,
      duplicateOf: { kind: "partner" },
      createdAt: "2026-11-02T08:00:00.000Z",
    };
    mockFetch((url, init) => {
      if (url === "/api/partner-onboarding") return { status: 200, body: [record] };
      if (init?.method === "PUT") return { status: 200, body: { onboarding: { ...record, status: "rejected" } } };
    });
    renderWithClient(<PartnerOnboardingSection />);
    const row = within(await screen.findByTestId("onboarding-4"));
    expect(row.getByText("Bereits Partner")).toBeInTheDocument();
    await userEvent.click(row.getByRole("button", { name: /^Details/ }));
    const details = within(await screen.findByRole("dialog", { name: /Partner-Onboarding: Elektro Novak/ }));
    await userEvent.click(details.getByRole("button", { name: "Ablehnen" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Partner-Anmeldung ablehnen?" }));
    await userEvent.type(confirm.getByLabelText(/Grund der Ablehnung/), "Kein Einsatzgebiet in Wien");
    expect(requests.filter((request) => request.method === "PUT")).toHaveLength(0);
    await userEvent.click(confirm.getByRole("button", { name: "Ablehnen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Partner abgelehnt", expect.anything()));
    expect(requests).toContainEqual({
      method: "PUT",
      url: "/api/partner-onboarding/4/status",
      body: JSON.stringify({ status: "rejected", notes: "Kein Einsatzgebiet in Wien" }),
    });
  });
});

describe("Partner-Onboarding: approval", () => {
  it("approving needs a reason (no register checks), sent as overrideReason", async () => {
    const record = {
      id: 5,
      companyName: "Maler Berger e.U.",
      email: "office@berger.at",
      contactPerson: "Eva Berger",
      services: [],
      preferredChannels: [],
      privacyConsent: true,
      status: "pending",
      processedBy: null,
      processedAt: null,
      processedByEmail: null,
      notes: null,
      duplicateOf: null,
      createdAt: "2026-11-02T08:00:00.000Z",
    };
    mockFetch((url, init) => {
      if (url === "/api/partner-onboarding") return { status: 200, body: [record] };
      if (init?.method === "PUT") return { status: 200, body: { onboarding: { ...record, status: "approved" } } };
    });
    renderWithClient(<PartnerOnboardingSection />);
    const row = within(await screen.findByTestId("onboarding-5"));
    await userEvent.click(row.getByRole("button", { name: /^Genehmigen/ }));
    const confirm = within(await screen.findByRole("dialog", { name: "Partner genehmigen?" }));
    await userEvent.click(confirm.getByRole("button", { name: "Genehmigen" }));
    expect(await confirm.findByRole("alert")).toHaveTextContent("mindestens 3 Zeichen");
    expect(requests.filter((request) => request.method === "PUT")).toHaveLength(0);
    await userEvent.type(confirm.getByLabelText(/Begründung der Freigabe/), "Gewerbeschein im Original gesehen");
    await userEvent.click(confirm.getByRole("button", { name: "Genehmigen" }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: "PUT",
        url: "/api/partner-onboarding/5/status",
        body: JSON.stringify({ status: "approved", overrideReason: "Gewerbeschein im Original gesehen" }),
      }),
    );
  });
});

describe("Werbeanfragen", () => {
  it("lists the request with its period and sets a new status through the dropdown", async () => {
    let status = "pending";
    mockFetch((url, init) => {
      if (url === "/api/admin/advertising-requests")
        return { status: 200, body: { requests: [{ ...advertising, status }] } };
      if (url === "/api/admin/advertising-requests/3/status" && init?.method === "PATCH") {
        status = (JSON.parse(String(init.body)) as { status: string }).status;
        return { status: 200, body: { request: { ...advertising, status } } };
      }
    });
    renderWithClient(<AdvertisingSection />);
    const row = within(await screen.findByTestId("advertising-3"));
    expect(row.getByText("01.12.2026 – 31.12.2026")).toBeInTheDocument();

    await userEvent.selectOptions(row.getByLabelText("Status der Werbeanfrage von Bad Profi GmbH"), "rejected");
    const dialog = within(await screen.findByRole("dialog", { name: "Status auf „Abgelehnt“ ändern?" }));
    expect(dialog.getByText(/per E-Mail/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(0);
    await userEvent.click(dialog.getByRole("button", { name: "Ablehnen" }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Werbeanfrage abgelehnt", { description: undefined }),
    );
    expect(requests).toContainEqual({
      method: "PATCH",
      url: "/api/admin/advertising-requests/3/status",
      body: JSON.stringify({ status: "rejected" }),
    });
    await waitFor(() =>
      expect(within(screen.getByTestId("advertising-3")).getAllByText("Abgelehnt").length).toBeGreaterThan(0),
    );
  });
});

describe("AI-Angebote", () => {
  it("shows the skeleton while loading and then the empty text", async () => {
    let answer: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    ) as unknown as typeof fetch;
    renderWithClient(<AiOffersSection />);
    expect(screen.getByRole("status")).toHaveTextContent("AI-Angebote werden geladen...");
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Projekt-ID",
      "Kunde",
      "Preise (Budget / Standard / Premium)",
      "Status",
      "Erstellt",
      "Aktion",
    ]);

    answer(jsonResponse(200, { offers: [] }));
    expect(await screen.findByText("Keine AI-Angebote vorhanden")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
