/**
 * The per-object "Verlauf" block in jsdom: closed at first (nothing loaded); opened it
 * asks GET /api/admin/audit-log for the object's 20 newest rows and shows time (Vienna), actor,
 * German action, change and note; the empty text "Noch keine Einträge"; an error with a retry.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EntityHistory } from "@/components/admin/audit-log/entity-history";
import type { AuditLogPage } from "@/lib/domain/audit-log";
import { jsonResponse } from "../support/json-response";

let answer: () => ReturnType<typeof jsonResponse>;
const urls: string[] = [];

beforeEach(() => {
  urls.length = 0;
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    return answer();
  }) as unknown as typeof fetch;
});

function renderHistory(entityType = "project", entityId: string | number = 42) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <EntityHistory entityType={entityType} entityId={entityId} />
    </QueryClientProvider>,
  );
}

const page = (rows: AuditLogPage["rows"], total = rows.length): AuditLogPage => ({
  rows,
  total,
  page: 1,
  pageSize: 20,
});

it("loads the object's history only when opened and shows time, actor, action, change and note", async () => {
  answer = () =>
    jsonResponse(
      200,
      page(
        [
          {
            id: "2",
            createdAt: "2026-07-01T22:30:00.000Z",
            actorUserId: 1,
            actorEmail: "admin@example.at",
            actorRole: "admin",
            action: "project.assignment-status",
            entityType: "project",
            entityId: "42",
            before: { status: "Offen" },
            after: { status: "Verloren" },
            note: "Kunde hat abgesagt",
          },
          {
            id: "1",
            createdAt: "2026-06-01T08:00:00.000Z",
            actorUserId: null,
            actorEmail: null,
            actorRole: "system",
            action: "project.reopen",
            entityType: "project",
            entityId: "42",
            before: null,
            after: null,
            note: null,
          },
        ],
        25,
      ),
    );
  renderHistory("project", 42);
  const toggle = screen.getByRole("button", { name: "Verlauf" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(urls).toHaveLength(0);

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  const first = within(await screen.findByTestId("history-2"));
  expect(first.getByText("Projekt: Status einer Zuweisung geändert")).toBeInTheDocument();
  expect(first.getByText(/02\.07\.2026, 00:30/)).toBeInTheDocument();
  expect(first.getByText(/admin@example\.at/)).toBeInTheDocument();
  expect(first.getByText("status: Offen → Verloren")).toBeInTheDocument();
  expect(first.getByText("Notiz: Kunde hat abgesagt")).toBeInTheDocument();
  expect(within(screen.getByTestId("history-1")).getByText(/System/)).toBeInTheDocument();
  expect(screen.getByText(/Die neuesten 2 von 25 Einträgen/)).toBeInTheDocument();

  const url = new URL(urls[0]!, "http://test");
  expect(url.pathname).toBe("/api/admin/audit-log");
  expect(Object.fromEntries(url.searchParams)).toEqual({ entityType: "project", entityId: "42", pageSize: "20" });
});

it("says so when there are no entries yet", async () => {
  answer = () => jsonResponse(200, page([]));
  renderHistory("partner_onboarding", 7);
  await userEvent.click(screen.getByRole("button", { name: "Verlauf" }));
  expect(await screen.findByText("Noch keine Einträge")).toBeInTheDocument();
});

it("shows an error with a retry that loads again", async () => {
  answer = () => jsonResponse(500, { message: "Interner Fehler" });
  renderHistory("company", 3);
  await userEvent.click(screen.getByRole("button", { name: "Verlauf" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Der Verlauf konnte nicht geladen werden.");
  answer = () => jsonResponse(200, page([]));
  await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
  expect(await screen.findByText("Noch keine Einträge")).toBeInTheDocument();
  expect(urls).toHaveLength(2);
});
