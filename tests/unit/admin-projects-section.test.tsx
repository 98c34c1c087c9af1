/**
 * The admin's projects table and assign dialog in jsdom (spec: authenticated-side §2 "Projects", §8):
 * columns, budget under the service, customer, answers in a side
 * sheet (Ja/Nein, comma-joined lists), "außerhalb Wiens" for a postcode outside the service area,
 * filters preset by the link (?filter, ?q), every company with its status, 'Nicht zugewiesen' and
 * 'Unbekannte Firma', the assign button only for open projects with fewer than 4 companies, the
 * pager, and assigning one company through the dialog with the §8 toasts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { AdminProjectsPage } from "@/lib/domain/admin-projects";
import type { RankedCandidate } from "@/lib/domain/matching";
import { adminProject, projectRow, renderProjectsSection } from "../support/admin-projects-ui";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
let mockSearchParams: URLSearchParams | null = null;
jest.mock("next/navigation", () => ({ useSearchParams: () => mockSearchParams }));

const assignment = (companyId: number, companyName: string | null, status = "Offen") => ({
  companyId,
  companyName,
  status,
  assignedAt: "2025-06-04T10:00:00.000Z",
});

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

let pages: Record<number, AdminProjectsPage>;
let assignStatus = 201;
const requests: { method: string; url: string; body?: string }[] = [];

beforeEach(() => {
  mockSearchParams = null;
  requests.length = 0;
  assignStatus = 201;
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  pages = {
    1: {
      page: 1,
      pageSize: 50,
      total: 51,
      companiesPerLead: 4,
      projects: [
        adminProject(1, {
          budget: "10.000 - 20.000 €",
          quizAnswers: { bathroom_size: "5-8 m²", wishes: ["Dusche", "WC"], barrier_free: true, bathtub: false },
        }),
        adminProject(2, {
          zipCode: "8010",
          assignments: [assignment(7, "Bad Profi"), assignment(8, null, "Verloren")],
        }),
        adminProject(3, { status: "Gewonnen", assignments: [assignment(7, "Bad Profi", "Gewonnen")] }),
        adminProject(4, { assignments: [1, 2, 3, 4].map((id) => assignment(id, `Firma ${id}`)) }),
      ],
    },
    2: {
      page: 2,
      pageSize: 50,
      total: 51,
      companiesPerLead: 4,
      projects: [adminProject(99, { name: "Letzte Kundin" })],
    },
  };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ method: init?.method ?? "GET", url, body: init?.body as string | undefined });
    const parsed = new URL(url, "http://test");
    if (parsed.pathname === "/api/admin/projects")
      return jsonResponse(200, pages[Number(parsed.searchParams.get("page"))]);
    if (parsed.pathname === "/api/admin/projects/1/candidates") {
      return jsonResponse(200, {
        project: { id: 1, serviceType: "badrenovierung", zipCode: "1100", status: "Offen", assignedCount: 0 },
        candidates: [
          candidate(11, "Bad Nah GmbH", ["bietet Badrenovierung an", "gleicher Bezirk", "keine offenen Leads"]),
          candidate(12, "Bad Fern KG", ["bietet Badrenovierung an", "9 Bezirke entfernt", "2 offene Leads"]),
        ],
      });
    }
    if (parsed.pathname === "/api/admin/assign-lead") {
      return assignStatus === 201
        ? jsonResponse(201, {
            message: "Das Projekt wurde Bad Fern KG zugewiesen und die Firma per E-Mail benachrichtigt.",
            assignment: {},
          })
        : jsonResponse(409, { message: "Diesem Projekt sind bereits 4 Firmen zugewiesen." });
    }
    return jsonResponse(200, { notifications: {}, stats: {} });
  }) as unknown as typeof fetch;
});

describe("ProjectsSection", () => {
  it("shows the columns, customer, budget, answers in a sheet, companies and assign buttons per the rules", async () => {
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Projekt",
      "Kunde",
      "Quiz-Antworten",
      "Status",
      "Firma",
      "Aktion",
    ]);
    expect(requests[0]!.url).toBe("/api/admin/projects?page=1&pageSize=50");

    expect(projectRow(1).getByText("Badrenovierung")).toBeInTheDocument();
    expect(projectRow(1).getByText("Budget: 10.000 - 20.000 €")).toBeInTheDocument();
    expect(projectRow(1).getByRole("link", { name: "kunde1@example.at" })).toHaveAttribute(
      "href",
      "mailto:kunde1@example.at",
    );
    expect(projectRow(1).getByText("Nicht zugewiesen")).toBeInTheDocument();
    expect(projectRow(1).getByText("03.06.2025")).toBeInTheDocument();
    // Each cell carries its column header, the label of the card on phones.
    expect(projectRow(1).getByText("Nicht zugewiesen").closest("td")).toHaveAttribute("data-label", "Firma");

    // PLZ 1100 is in Vienna; 8010 (Graz) is flagged.
    expect(projectRow(1).queryByText("außerhalb Wiens")).not.toBeInTheDocument();
    expect(projectRow(2).getByText("außerhalb Wiens")).toBeInTheDocument();

    // The answers open in a side sheet, not inside the row.
    expect(projectRow(1).queryByText("Dusche, WC")).not.toBeInTheDocument();
    await userEvent.click(projectRow(1).getByRole("button", { name: /Anzeigen \(4\) – Quiz-Antworten/ }));
    const sheet = within(await screen.findByRole("dialog", { name: "Quiz-Antworten zu Projekt #1" }));
    expect(sheet.getByText("Badrenovierung · Kunde 1")).toBeInTheDocument();
    expect(sheet.getByText("Dusche, WC")).toBeVisible();
    expect(sheet.getByText("Ja")).toBeVisible();
    expect(sheet.getByText("Nein")).toBeVisible();
    expect(sheet.getByText("Badezimmergröße")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    expect(projectRow(2).getByText("Bad Profi")).toBeInTheDocument();
    expect(projectRow(2).getByText("Unbekannte Firma")).toBeInTheDocument();
    expect(projectRow(2).getByText("Verloren")).toBeInTheDocument();
    expect(projectRow(2).getByText("Keine Antworten")).toBeInTheDocument();

    expect(projectRow(1).getByRole("button", { name: /zuweisen$/ })).toBeInTheDocument();
    expect(projectRow(2).getByRole("button", { name: /zuweisen$/ })).toBeInTheDocument();
    expect(projectRow(3).queryByRole("button", { name: /zuweisen$/ })).not.toBeInTheDocument();
    expect(projectRow(4).queryByRole("button", { name: /zuweisen$/ })).not.toBeInTheDocument();
    expect(projectRow(4).getByText("4 von 4 Firmen offen")).toBeInTheDocument();
  });

  it("counts against the companies per lead of Einstellungen", async () => {
    pages[1] = { ...pages[1]!, companiesPerLead: 1 };
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    expect(projectRow(1).getByRole("button", { name: /zuweisen$/ })).toBeInTheDocument();
    expect(projectRow(2).queryByRole("button", { name: /zuweisen$/ })).not.toBeInTheDocument();
    expect(projectRow(2).getByText("1 von 1 Firmen offen")).toBeInTheDocument();
  });

  it("takes the filter and the search from the link (the overview's queue)", async () => {
    mockSearchParams = new URLSearchParams("filter=overdue&q=%2312");
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    expect(requests[0]!.url).toBe("/api/admin/projects?page=1&pageSize=50&q=%2312&overdue=true");
    expect(screen.getByRole("checkbox", { name: "Überfällig (48 h nicht kontaktiert)" })).toBeChecked();
    expect(screen.getByRole("searchbox", { name: "Suche" })).toHaveValue("#12");
  });

  it("pages through the projects", async () => {
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    expect(screen.getByText("Seite 1 von 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zurück" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Letzte Kundin")).toBeInTheDocument();
    expect(screen.getByText("Seite 2 von 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeDisabled();
    expect(requests.map((request) => request.url)).toContain("/api/admin/projects?page=2&pageSize=50");
  });

  it("assigns one company through the dialog with the success toast", async () => {
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    await userEvent.click(projectRow(1).getByRole("button", { name: /zuweisen$/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Lead zuweisen" }));
    const options = await dialog.findAllByRole("radio");
    expect(options.map((option) => option.closest("label")?.textContent)).toEqual([
      expect.stringContaining("Bad Nah GmbH"),
      expect.stringContaining("Bad Fern KG"),
    ]);
    expect(dialog.getByText("Bad Fern KG").closest("label")).toHaveTextContent("9 Bezirke entfernt");
    const submit = dialog.getByRole("button", { name: "Zuweisen" });
    expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByRole("radio", { name: /Bad Fern KG/ }));
    await userEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === "POST");
    expect(post).toEqual({
      method: "POST",
      url: "/api/admin/assign-lead",
      body: JSON.stringify({ projectId: 1, companyId: 12 }),
    });
    expect(toast.success).toHaveBeenCalledWith("Lead zugewiesen", {
      description: "Das Projekt wurde Bad Fern KG zugewiesen und die Firma per E-Mail benachrichtigt.",
    });
    // The table is reloaded afterwards.
    await waitFor(() =>
      expect(requests.filter((request) => request.url.startsWith("/api/admin/projects?")).length).toBeGreaterThan(1),
    );
  });

  it("shows the failure toast and keeps the dialog open when the server refuses", async () => {
    assignStatus = 409;
    renderProjectsSection();
    await screen.findByTestId("project-row-1");
    await userEvent.click(projectRow(1).getByRole("button", { name: /zuweisen$/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Lead zuweisen" }));
    await userEvent.click(await dialog.findByRole("radio", { name: /Bad Nah GmbH/ }));
    await userEvent.click(dialog.getByRole("button", { name: "Zuweisen" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Fehler", {
        description: "Lead konnte nicht zugewiesen werden: Diesem Projekt sind bereits 4 Firmen zugewiesen.",
      }),
    );
    expect(screen.getByRole("dialog", { name: "Lead zuweisen" })).toBeInTheDocument();
  });
});
