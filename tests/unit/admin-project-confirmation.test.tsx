/**
 * The customer side of a project in the admin's projects table in jsdom: the
 * "E-Mail bestätigt" / "E-Mail nicht bestätigt" badge per customer, the e-mail filter and the sort
 * "Bestätigte E-Mail zuerst" sent to the server, the confirmation in the assign dialog (an
 * unconfirmed project stays assignable), and the "Verlauf" dialog with confirmation, withdrawal and
 * erasure dates and the customer e-mails (loading, empty and error states).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminProject, AdminProjectsPage, ProjectEmailsResponse } from "@/lib/domain/admin-projects";
import { adminProject, projectRow, renderProjectsSection } from "../support/admin-projects-ui";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const project = (id: number, extra: Partial<AdminProject> = {}): AdminProject =>
  adminProject(id, {
    serviceType: "maler",
    zipCode: "1050",
    createdAt: "2026-05-01T08:00:00.000Z",
    emailConfirmedAt: null,
    consentWithdrawnAt: null,
    erasedAt: null,
    ...extra,
  });

const PAGE: AdminProjectsPage = {
  page: 1,
  pageSize: 50,
  total: 3,
  companiesPerLead: 4,
  projects: [
    project(1, { emailConfirmedAt: "2026-05-02T10:15:00.000Z" }),
    project(2),
    project(3, {
      status: "Verloren",
      emailConfirmedAt: "2026-05-02T10:15:00.000Z",
      consentWithdrawnAt: "2026-05-03T12:00:00.000Z",
      erasedAt: "2026-05-04T14:30:00.000Z",
      name: "Gelöscht",
      email: "geloescht-3@invalid",
    }),
  ],
};

const EMAILS: ProjectEmailsResponse = {
  projectId: 3,
  total: 2,
  emails: [
    {
      id: 20,
      createdAt: "2026-05-04T14:30:00.000Z",
      sentAt: null,
      to: ["e***@example.at"],
      template: "Bestätigung der Löschung",
      subject: "Ihre Daten wurden gelöscht",
      status: "pending",
    },
    {
      id: 19,
      createdAt: "2026-05-01T08:00:00.000Z",
      sentAt: "2026-05-01T08:01:00.000Z",
      to: ["gelöscht"],
      template: "Bestätigung der Anfrage",
      subject: "Ihre Anfrage ist eingegangen",
      status: "sent",
    },
  ],
};

let emailsAnswer: () => ReturnType<typeof jsonResponse>;
const urls: string[] = [];

beforeEach(() => {
  urls.length = 0;
  emailsAnswer = () => jsonResponse(200, EMAILS);
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    const parsed = new URL(url, "http://test");
    if (parsed.pathname === "/api/admin/projects") return jsonResponse(200, PAGE);
    if (/^\/api\/admin\/projects\/\d+\/emails$/.test(parsed.pathname)) return emailsAnswer();
    if (parsed.pathname === "/api/admin/projects/2/candidates") {
      return jsonResponse(200, {
        project: {
          id: 2,
          serviceType: "maler",
          zipCode: "1050",
          status: "Offen",
          assignedCount: 0,
          companiesPerLead: 4,
          emailConfirmedAt: null,
        },
        candidates: [
          {
            id: 11,
            name: "Maler Nah",
            city: "Wien",
            services: ["Maler"],
            openAssignments: 0,
            offersService: true,
            districtDistance: 0,
            reasons: ["bietet Maler an"],
          },
        ],
      });
    }
    if (parsed.pathname === "/api/admin/projects/1/candidates") {
      return jsonResponse(200, {
        project: {
          id: 1,
          serviceType: "maler",
          zipCode: "1050",
          status: "Offen",
          assignedCount: 0,
          companiesPerLead: 4,
          emailConfirmedAt: "2026-05-02T10:15:00.000Z",
        },
        candidates: [],
      });
    }
    if (parsed.pathname === "/api/admin/audit-log")
      return jsonResponse(200, { rows: [], total: 0, page: 1, pageSize: 20 });
    return jsonResponse(200, {});
  }) as unknown as typeof fetch;
});

it("shows the confirmation per customer, with the Vienna time for screen readers", async () => {
  renderProjectsSection();
  await screen.findByTestId("project-row-1");
  expect(projectRow(1).getByText("E-Mail bestätigt")).toBeInTheDocument();
  expect(projectRow(1).getByText("E-Mail bestätigt").closest("[data-confirmed]")).toHaveTextContent(
    "E-Mail bestätigt am 02.05.2026, 12:15",
  );
  expect(projectRow(2).getByText("E-Mail nicht bestätigt")).toBeInTheDocument();
  // Unconfirmed projects stay assignable.
  expect(projectRow(2).getByRole("button", { name: /zuweisen$/ })).toBeInTheDocument();
});

it("asks the server for confirmed or unconfirmed projects and sorts confirmed ones first", async () => {
  renderProjectsSection();
  await screen.findByTestId("project-row-1");
  await userEvent.selectOptions(screen.getByLabelText("E-Mail"), "Nicht bestätigt");
  await waitFor(() => expect(urls).toContain("/api/admin/projects?page=1&pageSize=50&confirmed=false"));
  expect(screen.getByRole("button", { name: "Filter zurücksetzen" })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText("E-Mail"), "Bestätigt");
  await waitFor(() => expect(urls).toContain("/api/admin/projects?page=1&pageSize=50&confirmed=true"));
  await userEvent.selectOptions(screen.getByLabelText("Sortierung"), "Bestätigte E-Mail zuerst");
  await waitFor(() => expect(urls).toContain("/api/admin/projects?page=1&pageSize=50&confirmed=true&sort=confirmed"));
  await userEvent.click(screen.getByRole("button", { name: "Filter zurücksetzen" }));
  expect(screen.getByLabelText("E-Mail")).toHaveValue("");
  expect(screen.getByLabelText("Sortierung")).toHaveValue("newest");
});

it("shows the confirmation in the assign dialog and still allows assigning an unconfirmed project", async () => {
  renderProjectsSection();
  await screen.findByTestId("project-row-2");
  await userEvent.click(projectRow(2).getByRole("button", { name: /zuweisen$/ }));
  const dialog = within(await screen.findByRole("dialog", { name: "Lead zuweisen" }));
  expect(dialog.getByTestId("assign-email-confirmation")).toHaveTextContent("E-Mail nicht bestätigt");
  expect(dialog.getByTestId("assign-email-confirmation")).toHaveTextContent("Zuweisen ist trotzdem möglich.");
  await userEvent.click(await dialog.findByRole("radio", { name: /Maler Nah/ }));
  expect(dialog.getByRole("button", { name: "Zuweisen" })).toBeEnabled();
});

it("names the confirmation date in the assign dialog of a confirmed project", async () => {
  renderProjectsSection();
  await screen.findByTestId("project-row-1");
  await userEvent.click(projectRow(1).getByRole("button", { name: /zuweisen$/ }));
  const dialog = within(await screen.findByRole("dialog", { name: "Lead zuweisen" }));
  await waitFor(() =>
    expect(dialog.getByTestId("assign-email-confirmation")).toHaveTextContent(
      "Der Kunde hat den Link am 02.05.2026, 12:15 geöffnet.",
    ),
  );
});

it("shows confirmation, withdrawal, erasure and the customer e-mails in the project's Verlauf", async () => {
  renderProjectsSection();
  await screen.findByTestId("project-row-3");
  await userEvent.click(projectRow(3).getByRole("button", { name: "Verlauf von Projekt 3" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Verlauf von Projekt #3" }));
  const facts = within(dialog.getByRole("region", { name: "Kunde und Datenschutz" }));
  expect(facts.getByText("E-Mail-Adresse").nextElementSibling).toHaveTextContent("am 02.05.2026, 12:15");
  expect(facts.getByText("Anfrage zurückgezogen").nextElementSibling).toHaveTextContent("am 03.05.2026, 14:00");
  expect(facts.getByText("Kundendaten gelöscht").nextElementSibling).toHaveTextContent("am 04.05.2026, 16:30");

  const mails = within(dialog.getByRole("region", { name: "E-Mails an den Kunden" }));
  const newest = within(await mails.findByTestId("project-email-20"));
  expect(newest.getByText("Ihre Daten wurden gelöscht")).toBeInTheDocument();
  expect(newest.getByText("Ausstehend")).toBeInTheDocument();
  expect(newest.getByText("An: e***@example.at")).toBeInTheDocument();
  expect(newest.getByText(/noch nicht gesendet/)).toBeInTheDocument();
  const older = within(mails.getByTestId("project-email-19"));
  expect(older.getByText("An: gelöscht")).toBeInTheDocument();
  expect(older.getByText("Bestätigung der Anfrage")).toBeInTheDocument();
  expect(older.getByText("Gesendet", { selector: "[data-slot=badge]" })).toBeInTheDocument();
  expect(older.getByText(/^Erstellt/)).toHaveTextContent("Erstellt 01.05.2026, 10:00 · Gesendet 01.05.2026, 10:01");
  expect(urls).toContain("/api/admin/projects/3/emails");
  // The audit history follows below.
  expect(dialog.getByRole("region", { name: "Verlauf" })).toBeInTheDocument();
});

it("says 'Nein' without withdrawal or erasure and shows the empty text without e-mails", async () => {
  emailsAnswer = () => jsonResponse(200, { projectId: 2, emails: [], total: 0 });
  renderProjectsSection();
  await screen.findByTestId("project-row-2");
  await userEvent.click(projectRow(2).getByRole("button", { name: "Verlauf von Projekt 2" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Verlauf von Projekt #2" }));
  const facts = within(dialog.getByRole("region", { name: "Kunde und Datenschutz" }));
  expect(facts.getByText("E-Mail-Adresse").nextElementSibling).toHaveTextContent("E-Mail nicht bestätigt");
  expect(facts.getByText("Anfrage zurückgezogen").nextElementSibling).toHaveTextContent("Nein");
  expect(facts.getByText("Kundendaten gelöscht").nextElementSibling).toHaveTextContent("Nein");
  expect(await dialog.findByText("Noch keine E-Mails an den Kunden")).toBeInTheDocument();
});

it("shows an error with a retry when the e-mails cannot be loaded", async () => {
  emailsAnswer = () => jsonResponse(500, { message: "Interner Fehler" });
  renderProjectsSection();
  await screen.findByTestId("project-row-1");
  await userEvent.click(projectRow(1).getByRole("button", { name: "Verlauf von Projekt 1" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Verlauf von Projekt #1" }));
  expect(await dialog.findByText("Die E-Mails konnten nicht geladen werden.")).toBeInTheDocument();
  emailsAnswer = () => jsonResponse(200, { ...EMAILS, projectId: 1 });
  await userEvent.click(dialog.getAllByRole("button", { name: "Erneut versuchen" })[0]!);
  expect(await dialog.findByTestId("project-email-20")).toBeInTheDocument();
});

it("tells when only the newest e-mails are shown", async () => {
  emailsAnswer = () => jsonResponse(200, { ...EMAILS, total: 60 });
  renderProjectsSection();
  await screen.findByTestId("project-row-3");
  await userEvent.click(projectRow(3).getByRole("button", { name: "Verlauf von Projekt 3" }));
  expect(await screen.findByText("Die neuesten 2 von 60 E-Mails; alle im Abschnitt „E-Mails“.")).toBeInTheDocument();
});
