/**
 * The assign dialog in jsdom (no silent cap): without a search it
 * shows the ranked candidates; the search box asks the server for any assignable company
 * (GET /api/admin/companies?q&status=assignable&sort=name, 10 per page) and pages through the hits;
 * a company already on the project cannot be picked; a company picked on a search page is assigned
 * even after the search is cleared; the pager does not submit the form; a company that may not get the
 * lead shows why and cannot be picked.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AssignDialog } from "@/components/admin/projects/assign-dialog";
import type { AdminCompanyRow } from "@/lib/domain/admin-companies";
import type { AdminProject } from "@/lib/domain/admin-projects";
import type { RankedCandidate } from "@/lib/domain/matching";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const project: AdminProject = {
  id: 1,
  serviceType: "badrenovierung",
  zipCode: "1100",
  budget: null,
  name: "Kundin",
  email: "kundin@example.at",
  quizAnswers: {},
  status: "Offen",
  createdAt: "2025-06-03T10:00:00.000Z",
  assignments: [{ companyId: 7, companyName: "Bad Profi", status: "Offen", assignedAt: "2025-06-04T10:00:00.000Z" }],
};

const candidate = (id: number, name: string, reasons: string[]): RankedCandidate => ({
  id,
  name,
  city: "1100 Wien",
  services: ["Badrenovierung"],
  openAssignments: 0,
  offersService: true,
  districtDistance: 0,
  reasons,
});

const hit = (id: number, name: string): AdminCompanyRow => ({
  id,
  name,
  city: "1200 Wien",
  services: [],
  verified: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  zipCode: "1200",
  deactivatedAt: null,
  email: `firma${id}@example.at`,
  contactPhone: null,
  contactEmail: null,
  passwordSet: true,
  needsAction: false,
});

const requests: { method: string; url: string; body?: string }[] = [];

beforeEach(() => {
  requests.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ method: init?.method ?? "GET", url, body: init?.body as string | undefined });
    const parsed = new URL(url, "http://test");
    if (parsed.pathname === "/api/admin/projects/1/candidates") {
      return jsonResponse(200, {
        project: { id: 1, serviceType: "badrenovierung", zipCode: "1100", status: "Offen", assignedCount: 1 },
        candidates: [
          candidate(11, "Bad Nah GmbH", ["bietet Badrenovierung an", "gleicher Bezirk"]),
          candidate(12, "Bad Fern KG", ["bietet Badrenovierung an", "9 Bezirke entfernt"]),
          {
            ...candidate(13, "Bad Ohne Schein", ["bietet Badrenovierung an"]),
            blockReasons: ["nicht freigegeben", "Haftpflichtversicherung abgelaufen am 31.10.2026"],
            hasProfile: false,
          },
        ],
      });
    }
    if (parsed.pathname === "/api/admin/companies") {
      const q = parsed.searchParams.get("q");
      const page = Number(parsed.searchParams.get("page"));
      if (q === "nichts") return jsonResponse(200, { companies: [], total: 0, page: 1, pageSize: 10 });
      const companies =
        page === 1
          ? [hit(7, "Bad Profi"), hit(12, "Bad Fern KG"), hit(500, "Zeta Bau 1")]
          : [hit(600, `Zeta Bau Seite ${page}`)];
      return jsonResponse(200, { companies, total: 23, page, pageSize: 10 });
    }
    if (parsed.pathname === "/api/admin/assign-lead")
      return jsonResponse(201, { message: "Zugewiesen.", assignment: {} });
    return jsonResponse(200, {});
  }) as unknown as typeof fetch;
});

function renderDialog(onOpenChange = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <AssignDialog project={project} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { dialog: within(screen.getByRole("dialog", { name: "Lead zuweisen" })), onOpenChange };
}

it("searches every assignable company on the server, pages the hits and assigns the one picked", async () => {
  const user = userEvent.setup();
  const { dialog, onOpenChange } = renderDialog();
  expect(await dialog.findByRole("radio", { name: /Bad Nah GmbH/ })).toBeInTheDocument();
  expect(dialog.getByText("Firmen, beste Eignung zuerst")).toBeInTheDocument();

  await user.type(dialog.getByRole("searchbox", { name: "Firma suchen" }), "bau");
  expect(await dialog.findByText("23 Treffer (freigegeben, versichert, nicht pausiert; A–Z)")).toBeInTheDocument();
  expect(
    requests.filter((request) => request.url.startsWith("/api/admin/companies")).map((request) => request.url),
  ).toEqual(["/api/admin/companies?page=1&pageSize=10&q=bau&status=assignable&sort=name"]);
  // Already on the project: shown, not selectable. A candidate keeps its reasons.
  expect(dialog.getByRole("radio", { name: /Bad Profi/ })).toBeDisabled();
  expect(dialog.getByText("Bad Profi").closest("label")).toHaveTextContent("bereits diesem Projekt zugewiesen");
  expect(dialog.getByText("Bad Fern KG").closest("label")).toHaveTextContent("9 Bezirke entfernt");
  expect(dialog.getByText("Seite 1 von 3")).toBeInTheDocument();

  await user.click(dialog.getByRole("button", { name: "Weiter" }));
  await user.click(await dialog.findByRole("radio", { name: /Zeta Bau Seite 2/ }));
  expect(dialog.getByText("Seite 2 von 3")).toBeInTheDocument();
  expect(requests.some((request) => request.method === "POST")).toBe(false); // the pager does not submit
  expect(dialog.getByText("Ausgewählt:")).toHaveTextContent("Ausgewählt: Zeta Bau Seite 2");

  // Clearing the search shows the ranked candidates again; the pick stays.
  await user.clear(dialog.getByRole("searchbox", { name: "Firma suchen" }));
  expect(await dialog.findByText("Firmen, beste Eignung zuerst")).toBeInTheDocument();
  await user.click(dialog.getByRole("button", { name: "Zuweisen" }));
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  expect(requests.find((request) => request.method === "POST")).toEqual({
    method: "POST",
    url: "/api/admin/assign-lead",
    body: JSON.stringify({ projectId: 1, companyId: 600 }),
  });
});

it("says so when no assignable company matches", async () => {
  const user = userEvent.setup();
  const { dialog } = renderDialog();
  await dialog.findByRole("radio", { name: /Bad Nah GmbH/ });
  await user.type(dialog.getByRole("searchbox", { name: "Firma suchen" }), "nichts");
  expect(await dialog.findByText("Keine zuweisbare Firma passt zur Suche.")).toBeInTheDocument();
  expect(dialog.getByRole("button", { name: "Zuweisen" })).toBeDisabled();
});

it("shows why a company may not get the lead and does not let the admin pick it", async () => {
  const user = userEvent.setup();
  const { dialog } = renderDialog();
  const blocked = await dialog.findByRole("radio", { name: /Bad Ohne Schein/ });
  expect(blocked).toBeDisabled();
  expect(blocked).toHaveAccessibleDescription(
    "Kann diesen Lead nicht erhalten: nicht freigegeben · Haftpflichtversicherung abgelaufen am 31.10.2026",
  );
  const item = dialog.getByText("Bad Ohne Schein").closest("label")!;
  // An unapproved company has no public profile to link; an eligible one keeps its link.
  expect(within(item).queryByRole("link")).toBeNull();
  expect(within(dialog.getByText("Bad Nah GmbH").closest("label")!).getByRole("link")).toBeInTheDocument();
  await user.click(item);
  expect(dialog.queryByText("Ausgewählt:")).toBeNull();
  expect(dialog.getByRole("button", { name: "Zuweisen" })).toBeDisabled();
});
