/**
 * The won-job side of a project for the admin (components/admin/projects/project-job-panel.tsx):
 * the answers of customer and companies, "überfällig", the "Klärung nötig" reasons with the form that
 * posts the clarification, and the companies' history from GET …/assignment-events?page=1.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProjectJobPanel } from "@/components/admin/projects/project-job-panel";
import type { AdminProject } from "@/lib/domain/admin-projects";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const project: Pick<
  AdminProject,
  "id" | "assignments" | "hireAnswer" | "hiredCompanyId" | "hireValueCents" | "hireAnsweredAt" | "clarification"
> = {
  id: 7,
  hireAnswer: "none",
  hiredCompanyId: null,
  hireValueCents: null,
  hireAnsweredAt: "2026-11-30T10:00:00.000Z",
  assignments: [
    {
      companyId: 1,
      companyName: "Bad & Co",
      status: "Gewonnen",
      assignedAt: "2026-11-20T10:00:00.000Z",
      contactedAt: "2026-11-21T10:00:00.000Z",
      wonValueCents: 1_000_000,
      overdue: false,
    },
    {
      companyId: 2,
      companyName: "Fliesen Huber",
      status: "Offen",
      assignedAt: "2026-11-20T10:00:00.000Z",
      contactedAt: null,
      wonValueCents: null,
      overdue: true,
    },
  ],
  clarification: [
    { code: "company-won-customer-none", companyId: 1, text: "Bad & Co meldet Gewonnen, Kunde meldet keinen Auftrag" },
  ],
};

let posts: { url: string; body: unknown }[];
beforeEach(() => {
  posts = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") posts.push({ url, body: JSON.parse(String(init.body)) });
    const body =
      url === "/api/admin/projects/7/assignment-events?page=1"
        ? {
            events: [
              {
                id: 5,
                kind: "status",
                fromStatus: "Offen",
                toStatus: "Gewonnen",
                reason: null,
                wonValueCents: 1_000_000,
                createdAt: "2026-11-22T10:00:00.000Z",
                companyId: 1,
                companyName: "Bad & Co",
                actorRole: "company",
              },
            ],
            total: 1,
            page: 1,
            pageSize: 100,
          }
        : { message: "Geklärt", project: { id: 7, status: "Gewonnen", closedAt: null, assignedCompanyId: 1 } };
    const text = JSON.stringify(body);
    return { ok: true, status: 200, statusText: "", text: async () => text, json: async () => body };
  }) as unknown as typeof fetch;
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProjectJobPanel project={project} />
    </QueryClientProvider>,
  );
}

it("shows both answers, the overdue company, the reasons and the history", async () => {
  renderPanel();
  const job = within(screen.getByRole("region", { name: "Auftrag" }));
  expect(job.getByText(/Kunde:/).parentElement).toHaveTextContent("Keine der Firmen beauftragt");
  expect(job.getByText("€ 10.000,00")).toBeInTheDocument();
  expect(job.getByText("überfällig")).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Klärung nötig" })).toHaveTextContent(
    "Bad & Co meldet Gewonnen, Kunde meldet keinen Auftrag",
  );
  const history = within(screen.getByRole("region", { name: "Verlauf der Firmen" }));
  expect(await history.findByText("Bad & Co: Status: Offen → Gewonnen (Auftragswert € 10.000,00)")).toBeInTheDocument();
});

it("requires the value for a company and posts the clarification", async () => {
  const user = userEvent.setup();
  renderPanel();
  const form = within(screen.getByRole("form", { name: "Klärung speichern" }));
  await user.selectOptions(form.getByLabelText("Auftrag bekommen hat"), "1");
  await user.type(form.getByLabelText("Notiz (wird im Verlauf gespeichert)"), "Telefonat mit beiden");
  await user.click(form.getByRole("button", { name: "Klärung speichern" }));
  expect(await form.findByText("Bitte geben Sie den Auftragswert in Euro ein")).toBeInTheDocument();
  expect(posts).toEqual([]);
  await user.type(form.getByLabelText("Auftragswert in Euro (brutto)"), "10.000");
  await user.click(form.getByRole("button", { name: "Klärung speichern" }));
  await waitFor(() =>
    expect(posts).toEqual([
      {
        url: "/api/admin/projects/7/resolve-hire",
        body: { companyId: 1, value: "10.000", note: "Telefonat mit beiden" },
      },
    ]),
  );
});

it("pages through a long history: every entry is reachable", async () => {
  const pageOf = (page: number) => ({
    events: [
      {
        id: page,
        kind: "contacted",
        fromStatus: null,
        toStatus: null,
        reason: null,
        wonValueCents: null,
        createdAt: "2026-11-22T10:00:00.000Z",
        companyId: 1,
        companyName: `Firma Seite ${page}`,
        actorRole: "company",
      },
    ],
    total: 250,
    page,
    pageSize: 100,
  });
  global.fetch = jest.fn(async (url: string) => {
    const page = Number(/assignment-events\?page=(\d+)$/.exec(url)?.[1] ?? 0);
    const body = page > 0 ? pageOf(page) : {};
    const text = JSON.stringify(body);
    return { ok: true, status: 200, statusText: "", text: async () => text, json: async () => body };
  }) as unknown as typeof fetch;
  const user = userEvent.setup();
  renderPanel();
  const history = within(screen.getByRole("region", { name: "Verlauf der Firmen" }));
  expect(await history.findByText("Firma Seite 1: Als kontaktiert markiert")).toBeInTheDocument();
  const pager = within(history.getByRole("navigation", { name: "Seiten des Verlaufs" }));
  await user.click(pager.getByRole("button", { name: "Weiter" }));
  expect(await history.findByText("Firma Seite 2: Als kontaktiert markiert")).toBeInTheDocument();
  await user.click(pager.getByRole("button", { name: "Weiter" }));
  expect(await history.findByText("Firma Seite 3: Als kontaktiert markiert")).toBeInTheDocument();
  expect(pager.getByRole("button", { name: "Weiter" })).toBeDisabled();
});
