/**
 * The quiz and blog editors warn before discarding unsaved edits: closing a clean
 * editor (Esc, Schließen, Abbrechen) closes it at once; with edits it asks "Ungespeicherte Änderungen
 * verwerfen?" – "Weiter bearbeiten" keeps the edits, "Verwerfen" closes without saving.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { BlogSection } from "@/components/admin/blog/blog-section";
import { QuizzesSection } from "@/components/admin/quizzes/quizzes-section";
import type { AdminBlogPost, AdminQuiz } from "@/lib/domain/admin-content";
import { leadScoreQuestionTemplates } from "@/lib/domain/admin-content";
import { jsonResponse } from "../support/json-response";

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5000 });
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

/** Answers GETs from `routes`; records every other method. */
function mockApi(routes: Record<string, unknown>) {
  const writes: string[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (method !== "GET") writes.push(`${method} ${url}`);
    const body = routes[`${method} ${url}`];
    return body === undefined ? jsonResponse(404, { message: "Nicht gefunden" }) : jsonResponse(200, body);
  }) as unknown as typeof fetch;
  return writes;
}

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const quiz: AdminQuiz = {
  id: 7,
  serviceType: "markisen",
  title: "Markisen – Angebote einholen",
  description: "Sonnenschutz.",
  isActive: true,
  questions: [
    {
      id: "project_type",
      text: "Welcher Sonnenschutz?",
      type: "radio",
      options: ["Gelenkarm", "Kassette"],
      required: true,
    },
    ...leadScoreQuestionTemplates(),
  ],
  questionCount: 3,
  createdAt: "2026-03-05T10:00:00.000Z",
  updatedAt: "2026-03-05T10:00:00.000Z",
} as AdminQuiz;

const post: AdminBlogPost = {
  id: 3,
  title: "Balkon sanieren in Wien",
  slug: "balkon-sanieren-wien",
  category: "kueche",
  published: false,
  featured: false,
  publishedAt: null,
  createdAt: "2026-02-01T09:00:00.000Z",
  updatedAt: "2026-02-01T09:00:00.000Z",
  excerpt: "Was eine Balkonsanierung in Wien kostet und welche Genehmigungen nötig sind.",
  content:
    "<h2>Kosten</h2><p>Ein Absatz mit genug Text, damit der Inhalt die Mindestlänge von hundert Zeichen sicher erreicht.</p>",
  imageUrl: null,
  tags: ["Balkon"],
  readingTime: 3,
  metaTitle: null,
  metaDescription: null,
} as AdminBlogPost;

const DISCARD = "Ungespeicherte Änderungen verwerfen?";

describe("quiz editor", () => {
  it("closes a clean editor on Esc at once, and asks before discarding edits (Esc, Schließen)", async () => {
    const writes = mockApi({
      "GET /api/admin/quizzes?page=1&pageSize=50": { quizzes: [quiz], total: 1, page: 1, pageSize: 50 },
    });
    const user = userEvent.setup();
    renderWithClient(<QuizzesSection />);
    const open = async () => {
      await user.click(await screen.findByRole("button", { name: "Bearbeiten: Markisen – Angebote einholen" }));
      return within(await screen.findByRole("dialog", { name: "Quiz bearbeiten" }));
    };

    await open();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const editor = await open();
    await user.type(editor.getByLabelText("Titel"), " 2026");
    await user.keyboard("{Escape}");
    const confirm = within(await screen.findByRole("dialog", { name: DISCARD }));
    await user.click(confirm.getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: DISCARD })).not.toBeInTheDocument());
    expect(screen.getByRole("dialog", { name: "Quiz bearbeiten" })).toBeInTheDocument();
    expect(editor.getByLabelText("Titel")).toHaveValue("Markisen – Angebote einholen 2026");

    await user.click(editor.getByRole("button", { name: "Schließen" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: DISCARD })).getByRole("button", { name: "Verwerfen" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writes).toEqual([]);
  });
});

describe("blog editor", () => {
  it("asks before Abbrechen discards edits, and closes a clean editor at once", async () => {
    const writes = mockApi({
      "GET /api/admin/blog-posts?page=1&pageSize=25": { posts: [post], total: 1, page: 1, pageSize: 25 },
      "GET /api/admin/blog-posts/3": { post },
    });
    const user = userEvent.setup();
    renderWithClient(<BlogSection />);
    await user.click(await screen.findByRole("button", { name: "Bearbeiten: Balkon sanieren in Wien" }));
    const editor = within(await screen.findByRole("dialog", { name: "Artikel bearbeiten" }));
    await editor.findByDisplayValue("balkon-sanieren-wien");

    await user.type(editor.getByLabelText("Titel"), " 2026");
    await user.click(editor.getByRole("button", { name: "Abbrechen" }));
    await screen.findByRole("dialog", { name: DISCARD });
    await user.keyboard("{Escape}"); // Esc on the question = keep editing
    await waitFor(() => expect(screen.queryByRole("dialog", { name: DISCARD })).not.toBeInTheDocument());
    expect(editor.getByLabelText("Titel")).toHaveValue("Balkon sanieren in Wien 2026");

    await user.keyboard("{Escape}");
    await user.click(
      within(await screen.findByRole("dialog", { name: DISCARD })).getByRole("button", { name: "Verwerfen" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Opened again without edits: Abbrechen closes at once.
    await user.click(screen.getByRole("button", { name: "Bearbeiten: Balkon sanieren in Wien" }));
    const again = within(await screen.findByRole("dialog", { name: "Artikel bearbeiten" }));
    await again.findByDisplayValue("balkon-sanieren-wien");
    await user.click(again.getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writes).toEqual([]);
  });
});
