/**
 * Recording a consent withdrawal from the admin's projects table in jsdom: the row's
 * "Einwilligung widerrufen" button opens a confirmation; "Abbrechen" sends nothing, "Widerruf
 * speichern" posts to /api/admin/projects/{id}/withdraw-consent with a toast; a withdrawn project
 * shows the date instead of "Zuweisen" and no second withdrawal button.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { adminProject, projectRow, renderProjectsSection } from "../support/admin-projects-ui";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const requests: { method: string; url: string }[] = [];

beforeEach(() => {
  requests.length = 0;
  jest.mocked(toast.success).mockClear();
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ method: init?.method ?? "GET", url });
    const parsed = new URL(url, "http://test");
    if (parsed.pathname === "/api/admin/projects") {
      return jsonResponse(200, {
        page: 1,
        pageSize: 50,
        total: 2,
        projects: [adminProject(1), adminProject(2, { consentWithdrawnAt: "2025-07-01T08:00:00.000Z" })],
      });
    }
    if (parsed.pathname === "/api/admin/projects/1/withdraw-consent") {
      return jsonResponse(200, {
        projectId: 1,
        consentWithdrawnAt: "2025-08-01T08:00:00.000Z",
        closedAt: "2025-08-01T08:00:00.000Z",
      });
    }
    return jsonResponse(200, { notifications: {}, stats: {} });
  }) as unknown as typeof fetch;
});

const posts = () => requests.filter((request) => request.method === "POST");

it("a withdrawn project shows the date and can be neither assigned nor withdrawn again", async () => {
  renderProjectsSection();
  await screen.findByTestId("project-row-2");
  expect(projectRow(2).getByText("Einwilligung widerrufen am 01.07.2025")).toBeInTheDocument();
  expect(projectRow(2).queryByRole("button", { name: /zuweisen/ })).toBeNull();
  expect(projectRow(2).queryByRole("button", { name: /widerrufen/ })).toBeNull();
  expect(projectRow(1).getByRole("button", { name: /Projekt 1 .* zuweisen/ })).toBeInTheDocument();
});

it("asks for confirmation; cancelling sends nothing, confirming posts the withdrawal", async () => {
  renderProjectsSection();
  await screen.findByTestId("project-row-1");
  await userEvent.click(projectRow(1).getByRole("button", { name: "Einwilligung für Projekt 1 (Kunde 1) widerrufen" }));
  let dialog = await screen.findByRole("dialog", { name: "Einwilligung widerrufen" });
  expect(dialog).toHaveTextContent("Projekt #1 wird dann an keine weitere Firma vermittelt");
  await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(posts()).toHaveLength(0);

  await userEvent.click(projectRow(1).getByRole("button", { name: "Einwilligung für Projekt 1 (Kunde 1) widerrufen" }));
  dialog = await screen.findByRole("dialog", { name: "Einwilligung widerrufen" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Widerruf speichern" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(posts()).toEqual([{ method: "POST", url: "/api/admin/projects/1/withdraw-consent" }]);
  expect(toast.success).toHaveBeenCalledWith("Einwilligung widerrufen", expect.anything());
});
