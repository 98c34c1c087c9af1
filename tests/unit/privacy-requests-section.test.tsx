/**
 * The admin's "Datenschutzanfragen" in jsdom: withdrawals, exports and erasures from
 * GET /api/admin/audit-log (entityType=project, the three actions), newest first with time (Vienna),
 * German type, project number and who (Kunde / Admin); the type and project filters and the pager
 * ask the server; loading, empty and error states. Plus the labels of lib/domain/privacy-requests.ts
 * and the project Verlauf's label for an export.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { auditActionLabel } from "@/lib/domain/audit-log";
import { PrivacyRequestsSection } from "@/components/admin/privacy-requests/privacy-requests-section";
import type { AuditLogPage, AuditLogRow } from "@/lib/domain/audit-log";
import { privacyRequestActor, privacyRequestType, privacyRequestsUrl } from "@/lib/domain/privacy-requests";
import { jsonResponse } from "../support/json-response";

const auditRow = (id: number, action: string, extra: Partial<AuditLogRow> = {}): AuditLogRow => ({
  id: String(id),
  createdAt: "2026-05-04T14:30:00.000Z",
  actorUserId: null,
  actorEmail: null,
  actorRole: "customer",
  action,
  entityType: "project",
  entityId: "77",
  before: null,
  after: null,
  note: null,
  ...extra,
});

const ROWS = [
  auditRow(3, "project.erase"),
  auditRow(2, "project.withdraw-consent", {
    actorUserId: 5,
    actorEmail: "chefin@example.at",
    actorRole: "admin",
    entityId: "12",
    createdAt: "2026-01-10T09:00:00.000Z",
  }),
  auditRow(1, "project.export", { createdAt: "2026-05-01T08:00:00.000Z" }),
];

let answer: (url: URL) => ReturnType<typeof jsonResponse>;
const urls: string[] = [];

beforeEach(() => {
  urls.length = 0;
  answer = (url) => {
    const page = Number(url.searchParams.get("page"));
    const body: AuditLogPage = {
      rows: page === 2 ? [auditRow(9, "project.export", { entityId: "5" })] : ROWS,
      total: 26,
      page,
      pageSize: 25,
    };
    return jsonResponse(200, body);
  };
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    return answer(new URL(url, "http://test"));
  }) as unknown as typeof fetch;
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <PrivacyRequestsSection />
    </QueryClientProvider>,
  );
}

const ALL_ACTIONS = "project.withdraw-consent%2Cproject.export%2Cproject.erase";

describe("PrivacyRequestsSection", () => {
  it("lists the requests with Vienna time, German type, project and who", async () => {
    renderSection();
    expect(screen.getByRole("status")).toHaveTextContent("Datenschutzanfragen werden geladen...");
    const erase = within(await screen.findByTestId("privacy-request-3"));
    expect(urls[0]).toBe(`/api/admin/audit-log?page=1&pageSize=25&entityType=project&actions=${ALL_ACTIONS}`);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Zeitpunkt",
      "Art",
      "Projekt",
      "Wer",
    ]);
    expect(erase.getByText("04.05.2026, 16:30")).toBeInTheDocument();
    expect(erase.getByText("Löschung")).toBeInTheDocument();
    expect(erase.getByText("#77")).toBeInTheDocument();
    expect(erase.getByText("Kunde")).toBeInTheDocument();
    const withdrawal = within(screen.getByTestId("privacy-request-2"));
    expect(withdrawal.getByText("Widerruf")).toBeInTheDocument();
    expect(withdrawal.getByText("Admin")).toBeInTheDocument();
    expect(withdrawal.getByText("chefin@example.at")).toBeInTheDocument();
    expect(withdrawal.getByText("10.01.2026, 10:00")).toBeInTheDocument();
    expect(within(screen.getByTestId("privacy-request-1")).getByText("Datenauskunft")).toBeInTheDocument();
    expect(screen.getByText("26 Einträge")).toBeInTheDocument();
  });

  it("filters by type and project number on the server and pages", async () => {
    renderSection();
    await screen.findByTestId("privacy-request-3");
    await userEvent.click(screen.getByRole("button", { name: "Weiter" }));
    await screen.findByTestId("privacy-request-9");
    expect(urls).toContain(`/api/admin/audit-log?page=2&pageSize=25&entityType=project&actions=${ALL_ACTIONS}`);

    await userEvent.selectOptions(screen.getByLabelText("Art"), "Löschung");
    await waitFor(() =>
      expect(urls).toContain("/api/admin/audit-log?page=1&pageSize=25&entityType=project&actions=project.erase"),
    );

    await userEvent.type(screen.getByLabelText("Projekt-Nr."), "#77");
    await waitFor(() =>
      expect(urls).toContain(
        "/api/admin/audit-log?page=1&pageSize=25&entityType=project&actions=project.erase&entityId=77",
      ),
    );
  });

  it("refuses a project number that is not a number without asking the server", async () => {
    renderSection();
    await screen.findByTestId("privacy-request-3");
    const before = urls.length;
    await userEvent.type(screen.getByLabelText("Projekt-Nr."), "abc");
    expect(screen.getByText("Bitte nur die Nummer des Projekts eingeben.")).toBeInTheDocument();
    expect(screen.getByLabelText("Projekt-Nr.")).toHaveAttribute("aria-invalid", "true");
    // Longer than the search delay (300 ms): the debounced value would have been sent by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(urls.slice(before).some((url) => url.includes("entityId"))).toBe(false);
  });

  it("shows the empty texts", async () => {
    answer = () => jsonResponse(200, { rows: [], total: 0, page: 1, pageSize: 25 });
    renderSection();
    expect(await screen.findByText("Noch keine Datenschutzanfragen")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Art"), "Datenauskunft");
    expect(await screen.findByText("Keine passenden Datenschutzanfragen")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Seiten" })).not.toBeInTheDocument();
  });

  it("shows an error with a retry", async () => {
    answer = () => jsonResponse(500, { message: "Interner Fehler" });
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Datenschutzanfragen konnten nicht geladen werden.");
    answer = () => jsonResponse(200, { rows: ROWS, total: 3, page: 1, pageSize: 25 });
    await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByTestId("privacy-request-3")).toBeInTheDocument();
  });
});

describe("privacy request labels", () => {
  it("maps the three actions and nothing else", () => {
    expect(privacyRequestType("project.withdraw-consent")).toBe("withdrawal");
    expect(privacyRequestType("project.export")).toBe("export");
    expect(privacyRequestType("project.erase")).toBe("erasure");
    expect(privacyRequestType("project.spam")).toBeNull();
  });

  it("names who made the request", () => {
    expect(privacyRequestActor({ actorRole: "customer", actorEmail: null })).toBe("Kunde");
    expect(privacyRequestActor({ actorRole: "admin", actorEmail: "a@example.at" })).toBe("Admin (a@example.at)");
    expect(privacyRequestActor({ actorRole: "admin", actorEmail: null })).toBe("Admin");
    expect(privacyRequestActor({ actorRole: "system", actorEmail: null })).toBe("System");
    expect(privacyRequestActor({ actorRole: "customer", actorEmail: "x@example.at" })).toBe("Kunde");
    expect(privacyRequestActor({ actorRole: "company", actorEmail: null })).toBe("Unbekannt");
  });

  it("builds the audit-log URL of a type and project", () => {
    expect(privacyRequestsUrl({ type: "withdrawal", page: 3, projectId: " #12 " }, 10)).toBe(
      "/api/admin/audit-log?page=3&pageSize=10&entityType=project&actions=project.withdraw-consent&entityId=12",
    );
  });

  it("labels an export in the project's Verlauf and keeps the audit log's labels for the others", () => {
    expect(auditActionLabel("project.export")).toBe("Projekt: Daten heruntergeladen");
    expect(auditActionLabel("project.erase")).toBe("Projekt: Kundendaten gelöscht");
    expect(auditActionLabel("project.withdraw-consent")).toBe("Projekt: Einwilligung widerrufen");
    expect(auditActionLabel("etwas.neues")).toBe("etwas.neues");
  });
});
