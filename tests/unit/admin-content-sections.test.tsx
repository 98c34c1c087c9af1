/**
 * The admin content screens in jsdom (spec: authenticated-side §2
 * "Quizzes", §8 quiz toasts): the quiz table, details dialog, delete confirmation and editor
 * (questions and options added, removed and reordered; lead-score warnings), and the blog table and
 * form (publish/feature switches, §5 messages, slug from the title, sanitised live preview).
 * The API is a fetch mock that records each request.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { toast } from "sonner";
import { BlogSection } from "@/components/admin/blog/blog-section";
import { QuizzesSection } from "@/components/admin/quizzes/quizzes-section";
import type { AdminBlogPost, AdminBlogPostSummary, AdminQuiz } from "@/lib/domain/admin-content";
import { leadScoreQuestionTemplates } from "@/lib/domain/admin-content";
import { jsonResponse } from "../support/json-response";

// Typing with userEvent through large forms is slow in jsdom, more so on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5000 });

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const toastSuccess = toast.success as jest.Mock;
const toastError = toast.error as jest.Mock;

/** Minimal fetch Response (jsdom has no Response class). */

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Route = (call: Call) => { status: number; body?: unknown };

/** Routes by "METHOD url"; every request is recorded in `calls`. */
function mockApi(routes: Record<string, Route | { status: number; body?: unknown }>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${call.method} ${url}`];
    if (!route) return jsonResponse(404, { message: "Nicht gefunden" });
    const answer = typeof route === "function" ? route(call) : route;
    return jsonResponse(answer.status, answer.body);
  }) as unknown as typeof fetch;
  return calls;
}

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  toastSuccess.mockClear();
  toastError.mockClear();
});

// -------------------------------------------------------------------------------------------------
// Quizzes
// -------------------------------------------------------------------------------------------------

const markisen: AdminQuiz = {
  id: 7,
  serviceType: "markisen",
  title: "Markisen – Angebote einholen",
  description: "Sonnenschutz für Balkon und Terrasse.",
  isActive: true,
  questions: [
    {
      id: "project_type",
      text: "Welcher Sonnenschutz interessiert Sie?",
      type: "radio",
      options: ["Gelenkarm", "Kassette"],
      required: true,
    },
    {
      id: "extras",
      text: "Welche Extras?",
      type: "checkbox",
      options: ["Motor", "Windsensor", "LED"],
      required: false,
      placeholder: "Mehrere möglich",
    },
    ...leadScoreQuestionTemplates(),
  ],
  questionCount: 4,
  createdAt: "2026-03-05T10:00:00.000Z",
  updatedAt: "2026-03-05T10:00:00.000Z",
};
const inactive: AdminQuiz = {
  ...markisen,
  id: 8,
  serviceType: "küchenrenovierung",
  title: "Küche – Angebote",
  isActive: false,
  description: null,
};

/** GET /api/admin/quizzes?page=1&pageSize=50 → the given quizzes as one page. */
const quizPage = (quizzes: AdminQuiz[]) => ({ quizzes, total: quizzes.length, page: 1, pageSize: 50 });

describe("QuizzesSection", () => {
  it("lists the quizzes with service, title, description, question count, status and date", async () => {
    mockApi({ "GET /api/admin/quizzes?page=1&pageSize=50": { status: 200, body: quizPage([markisen, inactive]) } });
    renderWithClient(<QuizzesSection />);
    const row = (await screen.findByRole("cell", { name: "Markisen – Angebote einholen" })).closest("tr")!;
    expect(within(row).getByText("markisen")).toBeInTheDocument();
    expect(within(row).getByText("Sonnenschutz für Balkon und Terrasse.")).toBeInTheDocument();
    expect(within(row).getByText("4")).toBeInTheDocument();
    expect(within(row).getByText("Aktiv")).toBeInTheDocument();
    expect(within(row).getByText("05.03.2026")).toBeInTheDocument();
    const other = screen.getByRole("cell", { name: "Küche – Angebote" }).closest("tr")!;
    expect(within(other).getByText("Küchenrenovierung")).toBeInTheDocument();
    expect(within(other).getByText("Inaktiv")).toBeInTheDocument();
    expect(screen.getByText("2 Quizze")).toBeInTheDocument();
  });

  it("pages past the first 50 quizzes and searches and filters on the server", async () => {
    const base = "GET /api/admin/quizzes?page=";
    const calls = mockApi({
      [`${base}1&pageSize=50`]: { status: 200, body: { ...quizPage([markisen, inactive]), total: 51 } },
      [`${base}2&pageSize=50`]: {
        status: 200,
        body: { quizzes: [{ ...markisen, id: 99, title: "Ältestes Quiz" }], total: 51, page: 2, pageSize: 50 },
      },
      [`${base}1&pageSize=50&q=k%C3%BCche`]: { status: 200, body: quizPage([inactive]) },
      [`${base}1&pageSize=50&q=k%C3%BCche&status=active`]: { status: 200, body: quizPage([]) },
    });
    const user = userEvent.setup();
    renderWithClient(<QuizzesSection />);
    expect(await screen.findByText("51 Quizze")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Ältestes Quiz")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Suche" }), "küche");
    expect(await screen.findByText("1 Quiz")).toBeInTheDocument();
    expect(screen.getByText("Küche – Angebote")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Aktiv");
    expect(await screen.findByText("Keine passenden Quizze gefunden")).toBeInTheDocument();
    expect(calls.map((call) => call.url).filter((url) => url.includes("q="))).toEqual([
      "/api/admin/quizzes?page=1&pageSize=50&q=k%C3%BCche",
      "/api/admin/quizzes?page=1&pageSize=50&q=k%C3%BCche&status=active",
    ]);
  });

  it("shows the empty text, and on an error a retry button that loads again", async () => {
    let fail = true;
    mockApi({
      "GET /api/admin/quizzes?page=1&pageSize=50": () =>
        fail ? { status: 500, body: { message: "kaputt" } } : { status: 200, body: quizPage([]) },
    });
    renderWithClient(<QuizzesSection />);
    expect(await screen.findByText("Quizze konnten nicht geladen werden.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByText("Keine Quizze vorhanden")).toBeInTheDocument();
  });

  it("opens the read-only details with type, required flag, text, options and placeholder", async () => {
    mockApi({ "GET /api/admin/quizzes?page=1&pageSize=50": { status: 200, body: quizPage([markisen]) } });
    renderWithClient(<QuizzesSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Details: Markisen – Angebote einholen" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Markisen – Angebote einholen" }));
    expect(dialog.getByText("Welcher Sonnenschutz interessiert Sie?")).toBeInTheDocument();
    expect(dialog.getAllByText("Einzelauswahl (radio)")).toHaveLength(3);
    expect(dialog.getByText("Mehrfachauswahl (checkbox)")).toBeInTheDocument();
    expect(dialog.getByText("Optional")).toBeInTheDocument();
    expect(dialog.getAllByText("Pflichtfrage")).toHaveLength(3);
    expect(dialog.getByText("Windsensor")).toBeInTheDocument();
    expect(dialog.getByText("Mehrere möglich")).toBeInTheDocument();
    expect(dialog.queryByRole("textbox")).toBeNull();
  });

  it("deletes after confirmation with the §8 toasts", async () => {
    let deleteStatus = 500;
    const calls = mockApi({
      "GET /api/admin/quizzes?page=1&pageSize=50": { status: 200, body: quizPage([markisen]) },
      "DELETE /api/admin/quizzes/7": () => ({
        status: deleteStatus,
        body: deleteStatus === 200 ? { ok: true } : { message: "Fehler" },
      }),
    });
    renderWithClient(<QuizzesSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Löschen: Markisen – Angebote einholen" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Quiz löschen?" }));
    expect(dialog.getByText(/Bestehende Projekte behalten ihre Antworten/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Löschen" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Quiz konnte nicht gelöscht werden", expect.anything()),
    );

    deleteStatus = 200;
    await userEvent.click(dialog.getByRole("button", { name: "Löschen" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Quiz gelöscht", expect.anything()));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("edits a quiz: question text, options added, reordered and removed, a question moved; PUT carries the result", async () => {
    const calls = mockApi({
      "GET /api/admin/quizzes?page=1&pageSize=50": { status: 200, body: quizPage([markisen]) },
      "PUT /api/admin/quizzes/7": (call) => ({
        status: 200,
        body: { quiz: { ...markisen, ...(call.body as object) }, warnings: [] },
      }),
    });
    const user = userEvent.setup();
    renderWithClient(<QuizzesSection />);
    await user.click(await screen.findByRole("button", { name: "Bearbeiten: Markisen – Angebote einholen" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Quiz bearbeiten" }));
    expect(dialog.queryByText(/Hinweise zum Lead-Score/)).toBeNull();

    const first = within(dialog.getByRole("group", { name: "Frage 1" }));
    await user.clear(first.getByLabelText("Fragetext"));
    await user.type(first.getByLabelText("Fragetext"), "Welche Markise planen Sie?");
    await user.click(first.getByRole("button", { name: "Option hinzufügen" }));
    await user.type(first.getByLabelText("Option 3 von Frage 1"), "Senkrecht");
    await user.click(first.getByRole("button", { name: "Option 3 von Frage 1 nach oben" }));
    expect(first.getByLabelText("Option 2 von Frage 1")).toHaveValue("Senkrecht");

    const second = within(dialog.getByRole("group", { name: "Frage 2" }));
    await user.click(second.getByRole("button", { name: "Option 1 von Frage 2 entfernen" }));
    expect(second.getByLabelText("Option 1 von Frage 2")).toHaveValue("Windsensor");
    await user.click(second.getByRole("button", { name: "Frage 2 nach oben" }));

    await user.click(dialog.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Quiz gespeichert", expect.anything()));
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.url).toBe("/api/admin/quizzes/7");
    expect(put.body).toEqual({
      serviceType: "markisen",
      title: "Markisen – Angebote einholen",
      description: "Sonnenschutz für Balkon und Terrasse.",
      isActive: true,
      questions: [
        {
          id: "extras",
          text: "Welche Extras?",
          type: "checkbox",
          options: ["Windsensor", "LED"],
          required: false,
          placeholder: "Mehrere möglich",
        },
        {
          id: "project_type",
          text: "Welche Markise planen Sie?",
          type: "radio",
          options: ["Gelenkarm", "Senkrecht", "Kassette"],
          required: true,
        },
        ...leadScoreQuestionTemplates(),
      ],
    });
  });

  it("warns about a missing lead-score question but still saves; shows schema and server errors at the fields", async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: {
        message: "Für diesen Service gibt es bereits ein Quiz.",
        errors: { serviceType: "Für diesen Service gibt es bereits ein Quiz." },
      },
    };
    const calls = mockApi({
      "GET /api/admin/quizzes?page=1&pageSize=50": { status: 200, body: quizPage([markisen]) },
      "POST /api/admin/quizzes": () => answer,
    });
    const user = userEvent.setup();
    renderWithClient(<QuizzesSection />);
    await user.click(await screen.findByRole("button", { name: "Neues Quiz" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Neues Quiz" }));
    // A new quiz starts with one empty question and the two lead-score questions.
    expect(dialog.getAllByRole("group", { name: /^Frage \d$/ })).toHaveLength(3);

    await user.click(dialog.getByRole("button", { name: "Speichern" }));
    expect(await dialog.findByText("Service ist erforderlich")).toBeInTheDocument();
    expect(dialog.getByText("Titel ist erforderlich")).toBeInTheDocument();
    expect(dialog.getByText("Fragetext ist erforderlich")).toBeInTheDocument();
    expect(dialog.getAllByText("Antwortoption darf nicht leer sein")).toHaveLength(2);
    expect(toastError).toHaveBeenCalledWith("Quiz konnte nicht gespeichert werden", {
      description: "Bitte korrigieren Sie die markierten Felder.",
    });
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(dialog.getByLabelText("Service (ID)"), "markisen");
    await user.type(dialog.getByLabelText("Titel"), "Markisen neu");
    const first = within(dialog.getByRole("group", { name: "Frage 1" }));
    await user.type(first.getByLabelText("Fragetext"), "Wie breit?");
    await user.type(first.getByLabelText("Option 1 von Frage 1"), "bis 3 m");
    await user.type(first.getByLabelText("Option 2 von Frage 1"), "über 3 m");
    await user.click(
      within(dialog.getByRole("group", { name: "Frage 3" })).getByRole("button", { name: "Frage 3 entfernen" }),
    );
    expect(dialog.getByText(/„start_timeline“ fehlt/)).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Speichern" }));
    expect(await dialog.findByText("Für diesen Service gibt es bereits ein Quiz.")).toBeInTheDocument();
    expect(toastError).toHaveBeenLastCalledWith("Quiz konnte nicht gespeichert werden", {
      description: "Für diesen Service gibt es bereits ein Quiz.",
    });

    answer = { status: 201, body: { quiz: { ...markisen, id: 9, title: "Markisen neu" }, warnings: ["x"] } };
    await user.clear(dialog.getByLabelText("Service (ID)"));
    await user.type(dialog.getByLabelText("Service (ID)"), "markisen-neu");
    await user.click(dialog.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Quiz erstellt", expect.anything()));
    const posted = calls.filter((c) => c.method === "POST").at(-1)!.body as {
      serviceType: string;
      questions: { id: string }[];
    };
    expect(posted.serviceType).toBe("markisen-neu");
    expect(posted.questions.map((q) => q.id)).toEqual(["frage_1", "intent_readiness"]);
  });
});

// -------------------------------------------------------------------------------------------------
// Blog
// -------------------------------------------------------------------------------------------------

const draft: AdminBlogPostSummary = {
  id: 3,
  title: "Balkon sanieren in Wien",
  slug: "balkon-sanieren-wien",
  category: "kueche",
  published: false,
  featured: false,
  publishedAt: null,
  createdAt: "2026-02-01T09:00:00.000Z",
  updatedAt: "2026-02-01T09:00:00.000Z",
};
const live: AdminBlogPostSummary = {
  ...draft,
  id: 4,
  title: "Förderungen 2026",
  slug: "foerderungen-2026",
  category: "heimwerken",
  published: true,
  featured: true,
  publishedAt: "2026-01-15T09:00:00.000Z",
};
const fullDraft: AdminBlogPost = {
  ...draft,
  excerpt: "Was eine Balkonsanierung in Wien kostet und welche Genehmigungen nötig sind.",
  content:
    "<h2>Kosten</h2><p>Ein Absatz mit genug Text, damit der Inhalt die Mindestlänge von hundert Zeichen sicher erreicht.</p>",
  imageUrl: null,
  tags: ["Balkon"],
  readingTime: 3,
  metaTitle: null,
  metaDescription: null,
};

/** GET /api/admin/blog-posts?page=1&pageSize=25 → the given posts as one page. */
const listPage = (posts: AdminBlogPostSummary[]) => ({ posts, total: posts.length, page: 1, pageSize: 25 });

describe("BlogSection", () => {
  it("lists drafts and published posts with category label, status, featured and date", async () => {
    mockApi({ "GET /api/admin/blog-posts?page=1&pageSize=25": { status: 200, body: listPage([draft, live]) } });
    renderWithClient(<BlogSection />);
    const draftRow = (await screen.findByText("Balkon sanieren in Wien")).closest("tr")!;
    expect(within(draftRow).getByText("Küche")).toBeInTheDocument();
    expect(within(draftRow).getByText("Entwurf")).toBeInTheDocument();
    expect(within(draftRow).getByText("Nein")).toBeInTheDocument();
    expect(within(draftRow).getByText("01.02.2026")).toBeInTheDocument();
    expect(within(draftRow).queryByRole("link")).toBeNull();
    const liveRow = screen.getByText("Förderungen 2026").closest("tr")!;
    expect(within(liveRow).getByText("heimwerken")).toBeInTheDocument();
    expect(within(liveRow).getByText("Veröffentlicht")).toBeInTheDocument();
    expect(within(liveRow).getByText("Ja")).toBeInTheDocument();
    expect(within(liveRow).getByText("15.01.2026")).toBeInTheDocument();
    expect(within(liveRow).getByRole("link", { name: /Ansehen/ })).toHaveAttribute("href", "/blog/foerderungen-2026");
  });

  it("pages on the server, searches title or slug after typing, filters by status and says when nothing matches", async () => {
    const base = "GET /api/admin/blog-posts?page=";
    const calls = mockApi({
      [`${base}1&pageSize=25`]: { status: 200, body: { ...listPage([draft, live]), total: 30 } },
      [`${base}2&pageSize=25`]: {
        status: 200,
        body: { posts: [{ ...draft, id: 9, title: "Älterer Artikel" }], total: 30, page: 2, pageSize: 25 },
      },
      [`${base}1&pageSize=25&q=balkon`]: { status: 200, body: listPage([draft]) },
      [`${base}1&pageSize=25&q=balkon&status=published`]: { status: 200, body: listPage([]) },
    });
    const user = userEvent.setup();
    renderWithClient(<BlogSection />);
    expect(await screen.findByText("30 Artikel")).toBeInTheDocument();
    expect(screen.getByText("Seite 1 von 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Älterer Artikel")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Suche" }), "balkon");
    expect(await screen.findByText("1 Artikel")).toBeInTheDocument();
    expect(screen.getByText("Balkon sanieren in Wien")).toBeInTheDocument();
    expect(screen.queryByText("Förderungen 2026")).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Veröffentlicht");
    expect(await screen.findByText("Keine passenden Blog-Artikel gefunden")).toBeInTheDocument();
    expect(calls.map((call) => call.url).filter((url) => url.includes("q="))).toEqual([
      "/api/admin/blog-posts?page=1&pageSize=25&q=balkon",
      "/api/admin/blog-posts?page=1&pageSize=25&q=balkon&status=published",
    ]);
  });

  it("shows the error state with Erneut versuchen", async () => {
    let fail = true;
    mockApi({
      "GET /api/admin/blog-posts?page=1&pageSize=25": () =>
        fail ? { status: 500, body: { message: "Serverfehler" } } : { status: 200, body: listPage([draft]) },
    });
    const user = userEvent.setup();
    renderWithClient(<BlogSection />);
    expect(await screen.findByText("Blog-Artikel konnten nicht geladen werden.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByText("Balkon sanieren in Wien")).toBeInTheDocument();
  });

  it("publishes, unpublishes, features and unfeatures with PATCH and toasts; failures are destructive", async () => {
    let status = 200;
    const calls = mockApi({
      "GET /api/admin/blog-posts?page=1&pageSize=25": { status: 200, body: listPage([draft, live]) },
      "PATCH /api/admin/blog-posts/3": () => ({
        status,
        body: status === 200 ? { post: fullDraft } : { message: "Serverfehler" },
      }),
      "PATCH /api/admin/blog-posts/4": { status: 200, body: { post: fullDraft } },
    });
    const user = userEvent.setup();
    renderWithClient(<BlogSection />);
    await user.click(await screen.findByRole("button", { name: "Veröffentlichen: Balkon sanieren in Wien" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Artikel veröffentlicht", expect.anything()));
    await user.click(screen.getByRole("button", { name: "Hervorheben: Balkon sanieren in Wien" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Artikel hervorgehoben", expect.anything()));
    await user.click(screen.getByRole("button", { name: "Veröffentlichung aufheben: Förderungen 2026" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Veröffentlichung aufgehoben", expect.anything()));
    await user.click(screen.getByRole("button", { name: "Hervorhebung entfernen: Förderungen 2026" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Hervorhebung entfernt", expect.anything()));
    expect(calls.filter((c) => c.method === "PATCH").map((c) => [c.url, c.body])).toEqual([
      ["/api/admin/blog-posts/3", { published: true }],
      ["/api/admin/blog-posts/3", { featured: true }],
      ["/api/admin/blog-posts/4", { published: false }],
      ["/api/admin/blog-posts/4", { featured: false }],
    ]);

    status = 500;
    await user.click(screen.getByRole("button", { name: "Veröffentlichen: Balkon sanieren in Wien" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Status konnte nicht aktualisiert werden", {
        description: "Serverfehler",
      }),
    );
  });

  it("creates a post: §5 messages, slug from the title, sanitised preview, POST body", async () => {
    const calls = mockApi({
      "GET /api/admin/blog-posts?page=1&pageSize=25": { status: 200, body: listPage([]) },
      "POST /api/admin/blog-posts": (call) => ({
        status: 201,
        body: { post: { ...fullDraft, ...(call.body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderWithClient(<BlogSection />);
    expect(await screen.findByText("Keine Blog-Artikel vorhanden")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Neuer Artikel" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Neuer Artikel" }));

    await user.type(dialog.getByLabelText("Bild-URL (optional)"), "kein bild");
    await user.click(dialog.getByRole("button", { name: "Speichern" }));
    for (const message of [
      "Titel muss mindestens 5 Zeichen lang sein",
      "Slug muss mindestens 3 Zeichen lang sein",
      "Kurzbeschreibung muss mindestens 50 Zeichen lang sein",
      "Inhalt muss mindestens 100 Zeichen lang sein",
      "Ungültige Bild-URL",
      "Kategorie ist erforderlich",
    ]) {
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    expect(dialog.getByLabelText("Titel")).toHaveAttribute("aria-invalid", "true");

    await user.type(dialog.getByLabelText("Titel"), "Küche & Bad: Förderung 2026");
    expect(dialog.getByLabelText("Slug (URL)")).toHaveValue("kueche-bad-foerderung-2026");
    await user.selectOptions(dialog.getByLabelText("Kategorie"), "foerderung");
    await user.type(
      dialog.getByLabelText("Kurzbeschreibung"),
      "Welche Förderungen es 2026 in Wien für Küche und Bad gibt und wie Sie sie beantragen.",
    );
    await user.clear(dialog.getByLabelText("Bild-URL (optional)"));
    await user.type(dialog.getByLabelText("Bild-URL (optional)"), "/images/blog/foerderung.webp");
    const html = `<h2>Überblick</h2><p onclick="alert(1)">${"Förderungen der Stadt Wien senken die Kosten spürbar. ".repeat(3)}</p><script>window.hacked = true</script>`;
    await user.click(dialog.getByLabelText("Inhalt (HTML)"));
    await user.paste(html);
    const preview = dialog.getByRole("region", { name: "Vorschau (bereinigt)" });
    expect(await within(preview).findByRole("heading", { name: "Überblick" })).toBeInTheDocument();
    expect(preview.innerHTML).not.toContain("script");
    expect(preview.innerHTML).not.toContain("onclick");
    await user.type(dialog.getByLabelText("Tags (optional)"), "Förderung{Enter}Küche,");
    await user.click(dialog.getByRole("button", { name: "Lesezeit aus dem Inhalt berechnen" }));
    expect(dialog.getByLabelText("Lesezeit (Minuten)")).toHaveValue(1);
    await user.click(dialog.getByRole("checkbox", { name: "Veröffentlicht" }));
    await user.click(dialog.getByRole("button", { name: "Speichern" }));

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Artikel erstellt", expect.anything()));
    const posted = calls.find((c) => c.method === "POST")!.body;
    expect(posted).toEqual({
      title: "Küche & Bad: Förderung 2026",
      slug: "kueche-bad-foerderung-2026",
      excerpt: "Welche Förderungen es 2026 in Wien für Küche und Bad gibt und wie Sie sie beantragen.",
      content: html,
      imageUrl: "/images/blog/foerderung.webp",
      category: "foerderung",
      readingTime: 1,
      tags: ["Förderung", "Küche"],
      published: true,
      featured: false,
      metaTitle: null,
      metaDescription: null,
    });
  });

  it("edits a loaded post and shows a slug conflict (409) at the slug field", async () => {
    const calls = mockApi({
      "GET /api/admin/blog-posts?page=1&pageSize=25": { status: 200, body: listPage([draft]) },
      "GET /api/admin/blog-posts/3": { status: 200, body: { post: fullDraft } },
      "PUT /api/admin/blog-posts/3": {
        status: 409,
        body: {
          message: "Dieser Slug wird bereits von einem anderen Artikel verwendet",
          errors: { slug: "Dieser Slug wird bereits von einem anderen Artikel verwendet" },
        },
      },
    });
    const user = userEvent.setup();
    renderWithClient(<BlogSection />);
    await user.click(await screen.findByRole("button", { name: "Bearbeiten: Balkon sanieren in Wien" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Artikel bearbeiten" }));
    expect(await dialog.findByDisplayValue("balkon-sanieren-wien")).toBeInTheDocument();
    // The slug of an existing post does not follow title changes.
    await user.type(dialog.getByLabelText("Titel"), " 2026");
    expect(dialog.getByLabelText("Slug (URL)")).toHaveValue("balkon-sanieren-wien");
    await user.click(dialog.getByRole("button", { name: "Speichern" }));
    expect(await dialog.findByText("Dieser Slug wird bereits von einem anderen Artikel verwendet")).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith("Artikel konnte nicht gespeichert werden", {
      description: "Dieser Slug wird bereits von einem anderen Artikel verwendet",
    });
    const put = calls.find((c) => c.method === "PUT")!.body as Record<string, unknown>;
    expect(put).toMatchObject({
      title: "Balkon sanieren in Wien 2026",
      slug: "balkon-sanieren-wien",
      tags: ["Balkon"],
      readingTime: 3,
      imageUrl: null,
    });
  });
});
