/**
 * The admin's reported threads of a project (components/admin/projects/reported-threads-panel.tsx): the report line
 * per reported assignment, the note that other threads are private, "Unterhaltung lesen" loading the thread only on
 * request, and "Unterhaltung schließen" posting only after the confirmation.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PRIVATE_THREAD_TEXT, ReportedThreadsPanel } from "@/components/admin/projects/reported-threads-panel";
import type { AdminProject } from "@/lib/domain/admin-projects";
import type { ReportedThreadView } from "@/lib/messages/rules";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

let calls: { url: string; method: string }[] = [];

const threads: ReportedThreadView[] = [
  {
    assignmentId: 31,
    companyId: 1,
    companyName: "Bad & Co",
    reportedAt: "2026-12-01T09:00:00.000Z",
    reportedBy: "customer",
    reason: "Beleidigender Ton",
    closedAt: null,
    closedBy: null,
    messages: [
      {
        id: 5,
        sender: "company",
        body: "Unfreundliche Nachricht",
        createdAt: "2026-11-30T08:00:00.000Z",
        readAt: null,
        attachments: [
          {
            id: 9,
            kind: "document",
            name: "Angebot.pdf",
            contentType: "application/pdf",
            sizeBytes: 100,
            url: "/api/files/9/main?exp=1&sig=x",
            thumbnailUrl: null,
          },
        ],
      },
    ],
  },
];

beforeEach(() => {
  calls = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push({ url, method });
    const body = method === "GET" ? { threads } : { closedAt: "2026-12-02T10:00:00.000Z", created: true };
    const text = JSON.stringify(body);
    return { ok: true, status: 200, statusText: "", text: async () => text, json: async () => body };
  }) as unknown as typeof fetch;
});

const project: Pick<AdminProject, "id" | "assignments"> = {
  id: 7,
  assignments: [
    {
      companyId: 1,
      companyName: "Bad & Co",
      status: "Offen",
      assignedAt: "2026-11-20T10:00:00.000Z",
      assignmentId: 31,
      threadReport: { reportedAt: "2026-12-01T09:00:00.000Z", reportedBy: "customer", reason: "Beleidigender Ton" },
      threadClosedAt: null,
    },
    {
      companyId: 2,
      companyName: "Fliesen Huber",
      status: "Offen",
      assignedAt: "2026-11-20T10:00:00.000Z",
      assignmentId: 32,
      threadReport: null,
      threadClosedAt: null,
    },
  ],
};

function renderPanel(value: Pick<AdminProject, "id" | "assignments"> = project) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReportedThreadsPanel project={value} />
    </QueryClientProvider>,
  );
}

it("shows the report of a reported thread only, and says that the others are private", () => {
  renderPanel();
  const section = screen.getByRole("region", { name: "Nachrichten" });
  expect(section).toHaveTextContent("Gemeldet von Kunde am 01.12.2026, 10:00: Beleidigender Ton");
  expect(section).toHaveTextContent("Unterhaltung mit Bad & Co");
  expect(section).not.toHaveTextContent("Fliesen Huber");
  expect(section).toHaveTextContent(PRIVATE_THREAD_TEXT);
  expect(PRIVATE_THREAD_TEXT).toBe("Nachrichten sind privat; lesbar erst nach einer Meldung.");
  // Nothing is read (and audited) before the admin asks.
  expect(calls).toEqual([]);
});

it("says that no thread was reported and offers nothing to read", () => {
  renderPanel({ ...project, assignments: [project.assignments[1]!] });
  expect(screen.getByText(/Keine Unterhaltung gemeldet/)).toHaveTextContent(PRIVATE_THREAD_TEXT);
  expect(screen.queryByRole("button", { name: "Unterhaltung lesen" })).toBeNull();
});

it("loads the thread in a dialog on 'Unterhaltung lesen'", async () => {
  renderPanel();
  await userEvent.click(screen.getByRole("button", { name: "Unterhaltung lesen" }));
  const dialog = await screen.findByRole("dialog", { name: "Unterhaltung mit Bad & Co" });
  const list = await within(dialog).findByRole("list", { name: "Nachrichten mit Bad & Co" });
  expect(list).toHaveTextContent("Unfreundliche Nachricht");
  expect(within(list).getByRole("link", { name: "Angebot.pdf" })).toHaveAttribute(
    "href",
    "/api/files/9/main?exp=1&sig=x",
  );
  expect(calls).toEqual([{ url: "/api/admin/projects/7/messages", method: "GET" }]);
});

it("closes the thread only after the confirmation", async () => {
  renderPanel();
  await userEvent.click(screen.getByRole("button", { name: "Unterhaltung schließen" }));
  const confirm = await screen.findByRole("dialog", { name: "Unterhaltung schließen?" });
  await userEvent.click(within(confirm).getByRole("button", { name: "Abbrechen" }));
  expect(calls).toEqual([]);

  await userEvent.click(screen.getByRole("button", { name: "Unterhaltung schließen" }));
  await userEvent.click(
    within(await screen.findByRole("dialog", { name: "Unterhaltung schließen?" })).getByRole("button", {
      name: "Endgültig schließen",
    }),
  );
  await waitFor(() => expect(calls).toContainEqual({ url: "/api/admin/assignments/31/thread/close", method: "POST" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

it("shows a closed thread without the close button", () => {
  renderPanel({
    ...project,
    assignments: [{ ...project.assignments[0]!, threadClosedAt: "2026-12-02T10:00:00.000Z" }],
  });
  expect(screen.getByText(/Geschlossen am 02.12.2026, 11:00/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Unterhaltung schließen" })).toBeNull();
});
