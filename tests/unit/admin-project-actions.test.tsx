/**
 * The admin's project search, filters and operation dialogs in jsdom: the debounced
 * search and the filters reach the server's query; "Keine Projekte gefunden"; "Firma entfernen"
 * needs a reason and sends it; "Wieder öffnen", "Status ändern" (note required), "Als Spam markieren"
 * and "Kundendaten löschen" (warning that it cannot be undone) confirm before they act and toast.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { AdminProjectsPage } from "@/lib/domain/admin-projects";
import { adminProject, projectRow, renderProjectsSection } from "../support/admin-projects-ui";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const requests: { method: string; url: string; body?: string }[] = [];
let operationStatus = 200;

beforeEach(() => {
  requests.length = 0;
  operationStatus = 200;
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ method: init?.method ?? "GET", url, body: init?.body as string | undefined });
    const parsed = new URL(url, "http://test");
    if (parsed.pathname === "/api/admin/projects") {
      const page: AdminProjectsPage =
        parsed.searchParams.get("q") === "niemand"
          ? { page: 1, pageSize: 50, total: 0, projects: [], companiesPerLead: 4 }
          : {
              companiesPerLead: 4,
              page: 1,
              pageSize: 50,
              total: 2,
              projects: [
                adminProject(1, {
                  assignments: [
                    { companyId: 7, companyName: "Bad Profi", status: "Offen", assignedAt: "2025-06-04T10:00:00.000Z" },
                  ],
                }),
                adminProject(2, {
                  status: "Verloren",
                  closedAt: "2025-06-05T10:00:00.000Z",
                  assignments: [
                    {
                      companyId: 8,
                      companyName: "Fliesen KG",
                      status: "Verloren",
                      assignedAt: "2025-06-04T10:00:00.000Z",
                    },
                  ],
                }),
              ],
            };
      return jsonResponse(200, page);
    }
    if (parsed.pathname.startsWith("/api/admin/projects/")) {
      return operationStatus === 200
        ? jsonResponse(200, {
            message: "Erledigt.",
            project: { id: 1, status: "Offen", closedAt: null, assignedCompanyId: null },
          })
        : jsonResponse(409, { message: "Das Projekt ist als Spam markiert und kann nicht vermittelt werden." });
    }
    return jsonResponse(200, { notifications: {}, stats: {} });
  }) as unknown as typeof fetch;
});

const lastOperation = () => requests.filter((request) => request.url.startsWith("/api/admin/projects/")).at(-1);
const openMenuItem = async (projectId: number, label: string) => {
  await userEvent.click(
    projectRow(projectId).getByRole("button", { name: `Weitere Aktionen für Projekt ${projectId}` }),
  );
  await userEvent.click(await screen.findByRole("button", { name: label }));
  return within(await screen.findByRole("dialog"));
};

describe("search and filters", () => {
  it("sends the debounced search and the filters to the server and shows 'Keine Projekte gefunden'", async () => {
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    await userEvent.type(screen.getByLabelText("Suche"), "niemand");
    expect(await screen.findByText("Keine Projekte gefunden", {}, { timeout: 2000 })).toBeInTheDocument();
    // Debounced: no request per keystroke.
    expect(requests.filter((request) => request.url.includes("q=")).map((request) => request.url)).toEqual([
      "/api/admin/projects?page=1&pageSize=50&q=niemand",
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Filter zurücksetzen" }));
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Verloren");
    await userEvent.click(screen.getByLabelText("Nur nicht zugewiesene"));
    await userEvent.selectOptions(screen.getByLabelText("Sortierung"), "oldest");
    await waitFor(() =>
      expect(requests.at(-1)!.url).toBe(
        "/api/admin/projects?page=1&pageSize=50&status=Verloren&unassigned=true&sort=oldest",
      ),
    );
  });
});

describe("operation dialogs", () => {
  it("Firma entfernen requires a reason and sends it", async () => {
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    await userEvent.click(projectRow(1).getByRole("button", { name: "Bad Profi von Projekt 1 entfernen" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Firma entfernen" }));
    await userEvent.click(dialog.getByRole("button", { name: "Firma entfernen" }));
    expect(await dialog.findByText(/mindestens 3 Zeichen/)).toBeInTheDocument();
    expect(lastOperation()).toBeUndefined();

    await userEvent.type(dialog.getByLabelText("Grund (wird gespeichert)"), "Firma ist ausgelastet");
    await userEvent.click(dialog.getByRole("button", { name: "Firma entfernen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(lastOperation()).toEqual({
      method: "POST",
      url: "/api/admin/projects/1/unassign",
      body: JSON.stringify({ companyId: 7, reason: "Firma ist ausgelastet" }),
    });
    expect(toast.success).toHaveBeenCalledWith("Firma entfernt", { description: "Erledigt." });
  });

  it("offers Wieder öffnen only for closed projects and reopens with an optional note", async () => {
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    await userEvent.click(projectRow(1).getByRole("button", { name: "Weitere Aktionen für Projekt 1" }));
    expect(screen.queryByRole("button", { name: "Wieder öffnen" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    const dialog = await openMenuItem(2, "Wieder öffnen");
    await userEvent.click(dialog.getByRole("button", { name: "Wieder öffnen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(lastOperation()).toEqual({ method: "POST", url: "/api/admin/projects/2/reopen", body: "{}" });
    expect(toast.success).toHaveBeenCalledWith("Projekt wieder geöffnet", { description: "Erledigt." });
  });

  it("Status ändern needs a note and can target one company", async () => {
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    const dialog = await openMenuItem(1, "Status ändern");
    await userEvent.selectOptions(dialog.getByLabelText("Betrifft"), "7");
    await userEvent.selectOptions(dialog.getByLabelText("Neuer Status"), "Gewonnen");
    await userEvent.click(dialog.getByRole("button", { name: "Status speichern" }));
    expect(await dialog.findByText(/mindestens 3 Zeichen/)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText("Notiz (Pflicht)"), "Kunde hat angerufen");
    await userEvent.click(dialog.getByRole("button", { name: "Status speichern" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(lastOperation()).toEqual({
      method: "PATCH",
      url: "/api/admin/projects/1/status",
      body: JSON.stringify({ status: "Gewonnen", note: "Kunde hat angerufen", companyId: 7 }),
    });
  });

  it("Als Spam markieren confirms first and shows the server's refusal as a toast", async () => {
    operationStatus = 409;
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    const dialog = await openMenuItem(1, "Als Spam markieren");
    expect(lastOperation()).toBeUndefined();
    await userEvent.click(dialog.getByRole("button", { name: "Als Spam markieren" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Fehler", {
        description: "Das Projekt ist als Spam markiert und kann nicht vermittelt werden.",
      }),
    );
    expect(lastOperation()).toEqual({ method: "POST", url: "/api/admin/projects/1/spam", body: undefined });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("Kundendaten löschen warns that it cannot be undone, and Abbrechen sends nothing", async () => {
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    let dialog = await openMenuItem(1, "Kundendaten löschen");
    expect(dialog.getByText(/kann nicht rückgängig gemacht werden/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(lastOperation()).toBeUndefined();

    dialog = await openMenuItem(1, "Kundendaten löschen");
    await userEvent.click(dialog.getByRole("button", { name: "Löschen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(lastOperation()).toMatchObject({ method: "DELETE", url: "/api/admin/projects/1" });
    expect(toast.success).toHaveBeenCalledWith("Kundendaten gelöscht", { description: "Erledigt." });
  });
});
