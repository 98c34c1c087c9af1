/**
 * The admin's companies table and details dialog in jsdom (spec: authenticated-side §2 "Companies"):
 * name, city, services, verified / not verified, registered date; the details
 * with contact, services, outcome counts and projects; verify / unverify through PATCH;
 * "Firma anlegen", "Bearbeiten", deactivate / reactivate with confirmation, the "Deaktiviert" badge,
 * the password state and the last login. The list is paged on the server with a search
 * box, a status filter and a pager, and German loading, empty and error states.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { CompaniesSection } from "@/components/admin/companies/companies-section";
import type { AdminCompanyRow } from "@/lib/domain/admin-companies";
import type { AdminCompanyDetails, AdminCompanyListItem } from "@/lib/domain/admin-projects";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

let verified = true;
let deactivatedAt: string | null = null;
let passwordSet = true;
let lastLoginAt: string | null = "2025-06-01T08:30:00.000Z";
let createAnswer: { status: number; body: unknown } = { status: 201, body: {} };
/** The answer of GET /api/admin/companies?… (default: the two rows below, total 2). */
let listAnswer: ((url: URL) => { status: number; body: unknown }) | null = null;
const requests: { method: string; url: string; body?: string }[] = [];
const listItem = (): AdminCompanyListItem => ({
  id: 5,
  name: "Bad Profi GmbH",
  city: "1100 Wien",
  services: ["badrenovierung", "fliesen"],
  verified,
  createdAt: "2025-04-02T08:00:00.000Z",
  zipCode: "1100",
  deactivatedAt,
});
const row = (extra: Partial<AdminCompanyRow> = {}): AdminCompanyRow => ({
  ...listItem(),
  email: "office@badprofi.at",
  contactPhone: "+4312345678",
  contactEmail: "kontakt@badprofi.at",
  passwordSet,
  needsAction: false,
  ...extra,
});
const details = (): AdminCompanyDetails => ({
  ...listItem(),
  email: "office@badprofi.at",
  contactInfo: "Favoritenstraße 1, 1100 Wien",
  contactPhone: "+4312345678",
  contactEmail: "kontakt@badprofi.at",
  passwordSet,
  setupLinkExpiresAt: passwordSet ? null : "2099-01-03T09:00:00.000Z",
  lastLoginAt,
  counts: { Offen: 2, Gewonnen: 1, Verloren: 0 },
  assignments: [
    {
      projectId: 41,
      serviceType: "küchenrenovierung",
      zipCode: "1030",
      createdAt: "2025-05-01T10:00:00.000Z",
      assignedAt: "2025-05-02T10:00:00.000Z",
      status: "Gewonnen",
    },
    {
      projectId: 40,
      serviceType: "badrenovierung",
      zipCode: "1100",
      createdAt: "2025-04-20T10:00:00.000Z",
      assignedAt: "2025-04-21T10:00:00.000Z",
      status: "Offen",
    },
  ],
});

beforeEach(() => {
  verified = true;
  deactivatedAt = null;
  passwordSet = true;
  lastLoginAt = "2025-06-01T08:30:00.000Z";
  createAnswer = { status: 201, body: { company: { ...listItem(), id: 7, name: "Neue Firma GmbH" } } };
  listAnswer = null;
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  requests.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ method: init?.method ?? "GET", url, body: init?.body as string | undefined });
    if (url === "/api/admin/companies" && init?.method === "POST")
      return jsonResponse(createAnswer.status, createAnswer.body);
    if (url === "/api/admin/companies/5/deactivate") {
      deactivatedAt = "2025-06-02T10:00:00.000Z";
      return jsonResponse(200, { message: "Die Firma wurde deaktiviert.", company: listItem() });
    }
    if (url === "/api/admin/companies/5/reactivate") {
      deactivatedAt = null;
      return jsonResponse(200, { message: "Die Firma wurde wieder aktiviert.", company: listItem() });
    }
    if (url.startsWith("/api/admin/companies?")) {
      if (listAnswer) {
        const answer = listAnswer(new URL(url, "http://localhost"));
        return jsonResponse(answer.status, answer.body);
      }
      const companies = [
        row(),
        row({
          id: 6,
          name: "Neu KG",
          verified: false,
          services: [],
          email: null,
          contactPhone: null,
          contactEmail: null,
          passwordSet: false,
          needsAction: true,
        }),
      ];
      return jsonResponse(200, { companies, total: 2, page: 1, pageSize: 25 });
    }
    if (url === "/api/admin/companies/5" && init?.method === "PATCH") {
      const patch = JSON.parse(String(init.body)) as { verified?: boolean };
      if (patch.verified !== undefined) verified = patch.verified;
      return jsonResponse(200, { company: listItem() });
    }
    if (url === "/api/admin/companies/5/checks")
      return jsonResponse(200, {
        readiness: {
          items: [
            {
              key: "gisa",
              label: "Gewerbeberechtigung (GISA)",
              state: "ok",
              text: "Installateur (Gas- und Sanitärtechnik)",
              checkedAt: "2026-12-03T09:00:00.000Z",
            },
          ],
          licensedServices: ["badrenovierung"],
          blockers: [],
          checks: [],
        },
        standing: {
          gisaNumber: "10000001",
          vatId: null,
          fnNumber: null,
          verified,
          licensedServices: ["badrenovierung"],
          insuranceValidUntil: "2027-03-31",
          leadsPausedAt: null,
          pauseReasons: [],
        },
      });
    if (url === "/api/admin/companies/5") return jsonResponse(200, { company: details() });
    return jsonResponse(200, {});
  }) as unknown as typeof fetch;
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <CompaniesSection />
    </QueryClientProvider>,
  );
}

it("lists the companies with the §2 columns", async () => {
  renderSection();
  const table = within(await screen.findByRole("table", { name: "Firmen" }));
  await table.findByText("Bad Profi GmbH");
  expect(table.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
    "Name",
    "Ort",
    "Kontakt",
    "Leistungen",
    "Status",
    "Registriert",
    "Aktion",
  ]);
  const rows = table.getAllByRole("row").slice(1);
  expect(within(rows[0]!).getByText("#5")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("1100 Wien")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("office@badprofi.at")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("01 2345678")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("Badrenovierung, Fliesenleger")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("Verifiziert")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("02.04.2025")).toBeInTheDocument();
  expect(within(rows[0]!).queryByText(/Ohne Passwort/)).toBeNull();
  expect(within(rows[1]!).getByText("Nicht verifiziert")).toBeInTheDocument();
  expect(within(rows[1]!).getByText("Ohne Passwort")).toBeInTheDocument();
  expect(within(rows[1]!).getAllByText("–")).toHaveLength(2); // no contact data, no services
  expect(screen.getByText("2 Firmen")).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ method: "GET", url: "/api/admin/companies?page=1&pageSize=25" });
});

it("searches on the server after typing, filters by status and pages", async () => {
  listAnswer = (url) => {
    const page = Number(url.searchParams.get("page"));
    const q = url.searchParams.get("q");
    const status = url.searchParams.get("status");
    if (q === "nichts") return { status: 200, body: { companies: [], total: 0, page: 1, pageSize: 25 } };
    const name = `Firma ${q ?? "alle"} ${status ?? "jeder Status"} Seite ${page}`;
    return { status: 200, body: { companies: [row({ id: 100 + page, name })], total: 60, page, pageSize: 25 } };
  };
  const user = userEvent.setup();
  renderSection();
  expect(await screen.findByText("Firma alle jeder Status Seite 1")).toBeInTheDocument();
  expect(screen.getByText("Seite 1 von 3")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Weiter" }));
  expect(await screen.findByText("Firma alle jeder Status Seite 2")).toBeInTheDocument();
  expect(screen.getByText("Seite 2 von 3")).toBeInTheDocument();

  // A search goes back to page 1 and is sent once typing stopped.
  await user.type(screen.getByRole("searchbox", { name: "Suche" }), "bad profi");
  expect(await screen.findByText("Firma bad profi jeder Status Seite 1")).toBeInTheDocument();
  expect(requests.filter((request) => request.url.includes("q=")).map((request) => request.url)).toEqual([
    "/api/admin/companies?page=1&pageSize=25&q=bad+profi",
  ]);

  await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Ohne Passwort");
  expect(await screen.findByText("Firma bad profi no_password Seite 1")).toBeInTheDocument();
  expect(requests.at(-1)!.url).toBe("/api/admin/companies?page=1&pageSize=25&q=bad+profi&status=no_password");

  await user.clear(screen.getByRole("searchbox", { name: "Suche" }));
  await user.type(screen.getByRole("searchbox", { name: "Suche" }), "nichts");
  expect(await screen.findByText("Keine passenden Firmen gefunden")).toBeInTheDocument();
  expect(screen.queryByRole("navigation", { name: "Seiten" })).toBeNull();
});

it("shows the German error state and loads again", async () => {
  let fail = true;
  listAnswer = () =>
    fail
      ? { status: 500, body: { message: "Serverfehler" } }
      : { status: 200, body: { companies: [row()], total: 1, page: 1, pageSize: 25 } };
  renderSection();
  expect(await screen.findByText("Die Firmen konnten nicht geladen werden.")).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
  expect(await screen.findByText("Bad Profi GmbH")).toBeInTheDocument();
});

it("shows the empty text without companies", async () => {
  listAnswer = () => ({ status: 200, body: { companies: [], total: 0, page: 1, pageSize: 25 } });
  renderSection();
  expect(await screen.findByText("Keine Firmen vorhanden")).toBeInTheDocument();
});

it("opens the details and toggles verification", async () => {
  renderSection();
  await userEvent.click(await screen.findByRole("button", { name: "Details zu Bad Profi GmbH" }));
  const dialog = within(await screen.findByRole("dialog", { name: /Bad Profi GmbH/ }));
  expect(await dialog.findByRole("link", { name: "office@badprofi.at" })).toHaveAttribute(
    "href",
    "mailto:office@badprofi.at",
  );
  expect(dialog.getByText("Favoritenstraße 1, 1100 Wien")).toBeInTheDocument();
  expect(dialog.getByTestId("count-Offen")).toHaveTextContent("2");
  expect(dialog.getByTestId("count-Gewonnen")).toHaveTextContent("1");
  expect(dialog.getByTestId("count-Verloren")).toHaveTextContent("0");
  const projects = within(dialog.getByRole("table", { name: "Zugewiesene Projekte" }));
  expect(
    projects
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(["#41Küchenrenovierung103001.05.2025Gewonnen", "#40Badrenovierung110020.04.2025Offen"]);

  expect(await dialog.findByText("Installateur (Gas- und Sanitärtechnik) · 03.12.2026, 10:00")).toBeInTheDocument();
  expect(dialog.getByText(/Haftpflicht:\s+bis 31\.03\.2027/)).toBeInTheDocument();
  await userEvent.click(dialog.getByRole("button", { name: "Freigabe aufheben" }));
  // Nothing changes before the confirmation.
  const confirm = within(await screen.findByRole("dialog", { name: "Freigabe von Bad Profi GmbH aufheben?" }));
  expect(requests.some((request) => request.method === "PATCH")).toBe(false);
  await userEvent.click(confirm.getByRole("button", { name: "Freigabe aufheben" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Freigabe aufgehoben", expect.any(Object)));
  expect(requests.find((request) => request.method === "PATCH")).toEqual({
    method: "PATCH",
    url: "/api/admin/companies/5",
    body: JSON.stringify({ verified: false }),
  });
  expect(await dialog.findByRole("button", { name: "Freigeben" })).toBeInTheDocument();
});

const bodyOf = (method: string, url: string) => {
  const found = requests.find((request) => request.method === method && request.url === url);
  return found?.body ? (JSON.parse(found.body) as Record<string, unknown>) : undefined;
};

it("creates a company by hand: checks the fields, sends the form and shows a server field error", async () => {
  renderSection();
  await userEvent.click(await screen.findByRole("button", { name: "Firma anlegen" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Firma anlegen" }));
  await userEvent.click(dialog.getByRole("button", { name: "Firma anlegen" }));
  expect(await dialog.findByText("Gültige E-Mail-Adresse erforderlich")).toBeInTheDocument();
  expect(dialog.getByText("Firmenname muss mindestens 2 Zeichen haben")).toBeInTheDocument();
  expect(dialog.getByText("Mindestens ein Service muss ausgewählt werden")).toBeInTheDocument();
  expect(requests.some((request) => request.method === "POST")).toBe(false);

  await userEvent.type(dialog.getByLabelText("Login-E-Mail"), "neu@firma.at");
  await userEvent.type(dialog.getByLabelText("Firmenname"), "Neue Firma GmbH");
  await userEvent.type(dialog.getByLabelText("PLZ (optional)"), "1160");
  await userEvent.type(dialog.getByLabelText("Telefon (optional)"), "+43 1 999 88 77");
  await userEvent.click(dialog.getByRole("checkbox", { name: "Badrenovierung" }));
  await userEvent.click(dialog.getByRole("checkbox", { name: "Fliesenleger" }));

  createAnswer = {
    status: 409,
    body: {
      message: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse.",
      errors: { email: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse." },
    },
  };
  await userEvent.click(dialog.getByRole("button", { name: "Firma anlegen" }));
  expect(await dialog.findByText("Es gibt bereits ein Konto mit dieser E-Mail-Adresse.")).toBeInTheDocument();
  expect(toast.error).toHaveBeenCalledWith("Firma nicht angelegt", expect.any(Object));

  createAnswer = { status: 201, body: { company: { ...listItem(), id: 7, name: "Neue Firma GmbH" } } };
  await userEvent.clear(dialog.getByLabelText("Login-E-Mail"));
  await userEvent.type(dialog.getByLabelText("Login-E-Mail"), "andere@firma.at");
  await userEvent.click(dialog.getByRole("button", { name: "Firma anlegen" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Firma angelegt", expect.any(Object)));
  const posts = requests.filter((request) => request.method === "POST" && request.url === "/api/admin/companies");
  expect(JSON.parse(posts.at(-1)!.body!)).toEqual({
    name: "Neue Firma GmbH",
    email: "andere@firma.at",
    services: ["badrenovierung", "fliesen"],
    city: "Wien",
    zipCode: "1160",
    contactPhone: "+4319998877",
    contactEmail: null,
    contactInfo: null,
  });
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Firma anlegen" })).not.toBeInTheDocument());
});

it("shows the access state and contact data, and edits the company", async () => {
  passwordSet = false;
  lastLoginAt = null;
  renderSection();
  await userEvent.click(await screen.findByRole("button", { name: "Details zu Bad Profi GmbH" }));
  const dialog = within(await screen.findByRole("dialog", { name: /Bad Profi GmbH/ }));
  expect(await dialog.findByTestId("password-state")).toHaveTextContent(
    "Noch kein Passwort – Setup-Link offen bis 03.01.2099, 10:00",
  );
  expect(dialog.getByTestId("last-login")).toHaveTextContent("Letzte Anmeldung: noch nie");
  expect(dialog.getByRole("link", { name: "kontakt@badprofi.at" })).toHaveAttribute(
    "href",
    "mailto:kontakt@badprofi.at",
  );
  expect(dialog.getByRole("link", { name: "01 2345678" })).toHaveAttribute("href", "tel:+4312345678");
  expect(dialog.getByText("1100 Wien", { selector: "dd" })).toBeInTheDocument();

  await userEvent.click(dialog.getByRole("button", { name: "Bearbeiten" }));
  const edit = within(await screen.findByRole("dialog", { name: "Firma bearbeiten" }));
  expect(edit.getByLabelText("Firmenname")).toHaveValue("Bad Profi GmbH");
  expect(edit.getByLabelText("Telefon (optional)")).toHaveValue("01 2345678");
  // Catalogue ids are shown by their German names.
  expect(edit.getByRole("checkbox", { name: "Badrenovierung" })).toBeChecked();
  expect(edit.getByRole("checkbox", { name: "Fliesenleger" })).toBeChecked();
  expect(edit.getByRole("checkbox", { name: "Küchenrenovierung" })).not.toBeChecked();
  await userEvent.clear(edit.getByLabelText("PLZ (optional)"));
  await userEvent.type(edit.getByLabelText("PLZ (optional)"), "12");
  await userEvent.click(edit.getByRole("button", { name: "Speichern" }));
  expect(await edit.findByText("PLZ muss aus 4 Ziffern bestehen")).toBeInTheDocument();
  await userEvent.clear(edit.getByLabelText("PLZ (optional)"));
  await userEvent.type(edit.getByLabelText("PLZ (optional)"), "1030");
  await userEvent.clear(edit.getByLabelText("Firmenname"));
  await userEvent.type(edit.getByLabelText("Firmenname"), "Bad Profi Neu GmbH");
  await userEvent.click(edit.getByRole("button", { name: "Speichern" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Firmendaten gespeichert"));
  expect(bodyOf("PATCH", "/api/admin/companies/5")).toMatchObject({
    name: "Bad Profi Neu GmbH",
    zipCode: "1030",
    contactPhone: "+4312345678",
  });
});

it("deactivates after a confirmation with a reason, shows the badge, and reactivates", async () => {
  renderSection();
  await userEvent.click(await screen.findByRole("button", { name: "Details zu Bad Profi GmbH" }));
  const dialog = within(await screen.findByRole("dialog", { name: /Bad Profi GmbH/ }));
  expect(await dialog.findByTestId("password-state")).toHaveTextContent("Passwort gesetzt");
  expect(dialog.getByTestId("last-login")).toHaveTextContent(/Letzte Anmeldung: 01\.06\.2025, 10:30/);

  await userEvent.click(dialog.getByRole("button", { name: "Deaktivieren" }));
  const confirm = within(await screen.findByRole("dialog", { name: "Firma deaktivieren?" }));
  await userEvent.click(confirm.getByRole("button", { name: "Deaktivieren" }));
  expect(await confirm.findByText("Bitte geben Sie einen Grund an (mindestens 3 Zeichen).")).toBeInTheDocument();
  expect(requests.some((request) => request.url.endsWith("/deactivate"))).toBe(false);
  await userEvent.type(confirm.getByLabelText("Grund (wird im Verlauf gespeichert)"), "Vertrag beendet");
  await userEvent.click(confirm.getByRole("button", { name: "Deaktivieren" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Die Firma wurde deaktiviert."));
  expect(bodyOf("POST", "/api/admin/companies/5/deactivate")).toEqual({ reason: "Vertrag beendet" });

  expect(await dialog.findByRole("button", { name: "Reaktivieren" })).toBeInTheDocument();
  expect(dialog.getAllByText("Deaktiviert").length).toBeGreaterThan(0);
  const table = within(screen.getByRole("table", { name: "Firmen", hidden: true }));
  await waitFor(() =>
    expect(within(table.getAllByRole("row", { hidden: true })[1]!).getByText("Deaktiviert")).toBeInTheDocument(),
  );

  await userEvent.click(dialog.getByRole("button", { name: "Reaktivieren" }));
  const again = within(await screen.findByRole("dialog", { name: "Firma reaktivieren?" }));
  await userEvent.click(again.getByRole("button", { name: "Reaktivieren" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Die Firma wurde wieder aktiviert."));
  expect(
    requests.some((request) => request.method === "POST" && request.url === "/api/admin/companies/5/reactivate"),
  ).toBe(true);
});
