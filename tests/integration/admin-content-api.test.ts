/**
 * Admin content APIs against a real, migrated PostgreSQL database:
 * quizzes (GET/POST /api/admin/quizzes, GET/PUT/DELETE /api/admin/quizzes/{id}) and blog posts
 * (GET/POST /api/admin/blog-posts, GET/PUT/PATCH/DELETE /api/admin/blog-posts/{id}).
 *
 * Checked: admin only (401 logged out, 403 company, nothing written), valid/invalid/malformed/oversize
 * bodies, foreign Origin, unknown and non-numeric ids (404), one quiz per service (409), taken slugs
 * (409 with a German message), deleting a quiz keeps the projects' answers, blog HTML sanitised when
 * saved, drafts never served by the public blog API until published, publishedAt set once, and the
 * paths revalidated after each change (next/cache is mocked to record them).
 */
import { revalidatePath } from "next/cache";
import {
  DELETE as deleteBlogPost,
  GET as getBlogPost,
  PATCH as patchBlogPost,
  PUT as putBlogPost,
} from "@/app/api/admin/blog-posts/[id]/route";
import { GET as listBlogPosts, POST as postBlogPost } from "@/app/api/admin/blog-posts/route";
import { DELETE as deleteQuiz, GET as getQuiz, PUT as putQuiz } from "@/app/api/admin/quizzes/[id]/route";
import { GET as listQuizzes, POST as postQuiz } from "@/app/api/admin/quizzes/route";
import { GET as publicPost } from "@/app/api/blog-posts/[slug]/route";
import { GET as publicPosts } from "@/app/api/blog-posts/route";
import { GET as publicQuiz } from "@/app/api/quizzes/[service]/route";
import { GET as sitemap } from "@/app/server-sitemap.xml/route";
import { GET as publicQuizList } from "@/app/api/quizzes/route";
import { closeDb, getDb } from "@/lib/db";
import type { AdminBlogPost, AdminBlogPostSummary, AdminQuiz } from "@/lib/domain/admin-content";
import { leadScoreQuestionTemplates } from "@/lib/domain/admin-content";
import type { BlogPostSummary } from "@/lib/domain/blog";
import { BLOG_POST_MESSAGES } from "@/lib/validation/blog";
import { QUIZ_MESSAGES } from "@/lib/validation/quiz";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest, type RequestOptions } from "../support/http";

jest.mock("next/cache", () => ({
  ...jest.requireActual("next/cache"),
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
}));
const revalidated = revalidatePath as jest.MockedFunction<typeof revalidatePath>;

const PREFIX = "admintest";
const SERVICE_A = `${PREFIX}-markisen`;
const SERVICE_B = `${PREFIX}-küche`;
const SERVICE_C = `${PREFIX}-geloescht`;

let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let company: Awaited<ReturnType<typeof createCompanyAccount>>;

type Context = { params: Promise<{ id: string }> };
type Handler = (request: Request, context: Context) => Promise<Response>;
type ListHandler = (request: Request) => Promise<Response>;

const ctx = (id: string | number): Context => ({ params: Promise.resolve({ id: String(id) }) });

async function call<T = Record<string, unknown>>(response: Promise<Response>): Promise<{ status: number; body: T }> {
  const res = await response;
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

const asAdmin = (options: RequestOptions = {}) => ({ ...options, cookie: admin.cookie });

// -------------------------------------------------------------------------------------------------
// Fixtures
// -------------------------------------------------------------------------------------------------

function quizBody(serviceType: string, overrides: Record<string, unknown> = {}) {
  return {
    serviceType,
    title: "Markisen – Angebote einholen",
    description: "Ein paar Fragen zu Ihrer Markise.",
    isActive: true,
    questions: [
      {
        id: "markise_art",
        text: "Welche Markise wünschen Sie?",
        type: "radio",
        options: ["Gelenkarm", "Kassette"],
        required: true,
        placeholder: "",
      },
      {
        id: "extras",
        text: "Welche Extras?",
        type: "checkbox",
        options: ["Motor", "Windsensor"],
        required: false,
        placeholder: "Mehrfachauswahl möglich",
      },
      ...leadScoreQuestionTemplates(),
    ],
    ...overrides,
  };
}

const LONG_TEXT = "Eine Badsanierung in Wien kostet je nach Größe und Ausstattung unterschiedlich viel Geld. ";

function postBody(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `Testartikel ${slug}`,
    slug,
    excerpt: "Was eine Badsanierung in Wien kostet und wie Sie Angebote richtig vergleichen.",
    content: `<h2>Kosten</h2><p>${LONG_TEXT.repeat(2)}</p>`,
    imageUrl: "/images/blog/badrenovierung-wien-kosten-pro-m2.webp",
    category: "badezimmer",
    readingTime: 3,
    tags: ["Bad", "Kosten"],
    published: false,
    featured: false,
    metaTitle: "",
    metaDescription: "",
    ...overrides,
  };
}

async function createQuiz(serviceType: string, overrides: Record<string, unknown> = {}): Promise<AdminQuiz> {
  const { status, body } = await call<{ quiz: AdminQuiz }>(
    postQuiz(apiRequest("POST", "/api/admin/quizzes", asAdmin({ body: quizBody(serviceType, overrides) }))),
  );
  expect(status).toBe(201);
  return body.quiz;
}

async function createPost(slug: string, overrides: Record<string, unknown> = {}): Promise<AdminBlogPost> {
  const { status, body } = await call<{ post: AdminBlogPost }>(
    postBlogPost(apiRequest("POST", "/api/admin/blog-posts", asAdmin({ body: postBody(slug, overrides) }))),
  );
  expect(status).toBe(201);
  return body.post;
}

const publicQuizStatus = async (service: string) =>
  (
    await publicQuiz(apiRequest("GET", `/api/quizzes/${encodeURIComponent(service)}`), {
      params: Promise.resolve({ service: encodeURIComponent(service) }),
    })
  ).status;

async function publicSlugs(query: string): Promise<BlogPostSummary[]> {
  const response = await publicPosts(apiRequest("GET", `/api/blog-posts?published=true&${query}`));
  expect(response.status).toBe(200);
  return (await response.json()) as BlogPostSummary[];
}

const publicPostStatus = async (slug: string) =>
  (await publicPost(apiRequest("GET", `/api/blog-posts/${slug}`), { params: Promise.resolve({ slug }) })).status;

/** Paths passed to revalidatePath since the last clear, as "path" or "path|type". */
const revalidatedPaths = () => revalidated.mock.calls.map(([path, type]) => (type ? `${path}|${type}` : path));

async function cleanUp() {
  const db = getDb();
  await db.quiz.deleteMany({ where: { serviceType: { startsWith: PREFIX } } });
  await db.blogPost.deleteMany({ where: { slug: { startsWith: PREFIX } } });
  await db.project.deleteMany({ where: { serviceType: { startsWith: PREFIX } } });
}

beforeAll(async () => {
  await cleanUp();
  admin = await createAdminAccount("content-admin@example.at");
  company = await createCompanyAccount("content-company@example.at");
});

beforeEach(() => revalidated.mockClear());

afterAll(async () => {
  await cleanUp();
  await closeDb();
});

// -------------------------------------------------------------------------------------------------
// Access
// -------------------------------------------------------------------------------------------------

describe("admin only", () => {
  const listHandlers: [string, ListHandler, string][] = [
    ["GET /api/admin/quizzes", listQuizzes, "GET"],
    ["POST /api/admin/quizzes", postQuiz, "POST"],
    ["GET /api/admin/blog-posts", listBlogPosts, "GET"],
    ["POST /api/admin/blog-posts", postBlogPost, "POST"],
  ];
  const idHandlers: [string, Handler, string][] = [
    ["GET /api/admin/quizzes/{id}", getQuiz, "GET"],
    ["PUT /api/admin/quizzes/{id}", putQuiz, "PUT"],
    ["DELETE /api/admin/quizzes/{id}", deleteQuiz, "DELETE"],
    ["GET /api/admin/blog-posts/{id}", getBlogPost, "GET"],
    ["PUT /api/admin/blog-posts/{id}", putBlogPost, "PUT"],
    ["PATCH /api/admin/blog-posts/{id}", patchBlogPost, "PATCH"],
    ["DELETE /api/admin/blog-posts/{id}", deleteBlogPost, "DELETE"],
  ];

  it("answers 401 logged out and 403 for a company, and writes nothing", async () => {
    const quiz = await createQuiz(`${PREFIX}-zugriff`);
    const post = await createPost(`${PREFIX}-zugriff`);
    const snapshot = async () => [
      await getDb().quiz.findMany({ where: { serviceType: { startsWith: PREFIX } }, orderBy: { id: "asc" } }),
      await getDb().blogPost.findMany({ where: { slug: { startsWith: PREFIX } }, orderBy: { id: "asc" } }),
    ];
    const before = await snapshot();
    revalidated.mockClear();
    const bodyFor = (label: string) =>
      label.includes("quizzes")
        ? quizBody(`${PREFIX}-eindringling`)
        : label.startsWith("PATCH")
          ? { published: true, featured: true }
          : postBody(`${PREFIX}-eindringling`, { published: true });

    for (const [cookie, expected] of [
      [undefined, 401],
      [company.cookie, 403],
    ] as const) {
      for (const [label, handler, method] of listHandlers) {
        const body = method === "GET" ? undefined : bodyFor(label);
        const { status, body: answer } = await call<{ message: string }>(
          handler(apiRequest(method, "/x", { cookie, body })),
        );
        expect([label, status]).toEqual([label, expected]);
        expect(answer.message).toBe(
          expected === 401 ? "Nicht angemeldet. Bitte melden Sie sich an." : "Sie haben keine Admin-Berechtigung.",
        );
      }
      for (const [label, handler, method] of idHandlers) {
        const id = label.includes("quizzes") ? quiz.id : post.id;
        const body = method === "GET" || method === "DELETE" ? undefined : bodyFor(label);
        const { status } = await call(handler(apiRequest(method, "/x", { cookie, body }), ctx(id)));
        expect([label, status]).toEqual([label, expected]);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(revalidated).not.toHaveBeenCalled();
    expect(await publicPostStatus(`${PREFIX}-zugriff`)).toBe(404);
  });

  it("refuses mutations from a foreign Origin with 403", async () => {
    const foreign = { origin: "https://evil.example.com" };
    const quiz = await createQuiz(`${PREFIX}-origin`);
    const post = await createPost(`${PREFIX}-origin`);
    const results = [
      await postQuiz(
        apiRequest("POST", "/api/admin/quizzes", asAdmin({ body: quizBody(`${PREFIX}-origin-2`), headers: foreign })),
      ),
      await putQuiz(
        apiRequest(
          "PUT",
          "/x",
          asAdmin({ body: quizBody(`${PREFIX}-origin`, { title: "Geändert" }), headers: foreign }),
        ),
        ctx(quiz.id),
      ),
      await deleteQuiz(apiRequest("DELETE", "/x", asAdmin({ headers: foreign })), ctx(quiz.id)),
      await postBlogPost(apiRequest("POST", "/x", asAdmin({ body: postBody(`${PREFIX}-origin-2`), headers: foreign }))),
      await putBlogPost(
        apiRequest(
          "PUT",
          "/x",
          asAdmin({ body: postBody(`${PREFIX}-origin`, { title: "Geändert!" }), headers: foreign }),
        ),
        ctx(post.id),
      ),
      await patchBlogPost(
        apiRequest("PATCH", "/x", asAdmin({ body: { published: true }, headers: foreign })),
        ctx(post.id),
      ),
      await deleteBlogPost(apiRequest("DELETE", "/x", asAdmin({ headers: foreign })), ctx(post.id)),
    ];
    expect(results.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await getDb().quiz.findUniqueOrThrow({ where: { id: quiz.id } })).toMatchObject({ title: quiz.title });
    expect(await getDb().blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      title: post.title,
      published: false,
    });
    expect(await getDb().quiz.count({ where: { serviceType: `${PREFIX}-origin-2` } })).toBe(0);
  });
});

// -------------------------------------------------------------------------------------------------
// Quizzes
// -------------------------------------------------------------------------------------------------

describe("quizzes", () => {
  it("POST creates a quiz, answers it with no warnings and revalidates its pages; GET lists it", async () => {
    const { status, body } = await call<{ quiz: AdminQuiz; warnings: string[] }>(
      postQuiz(apiRequest("POST", "/api/admin/quizzes", asAdmin({ body: quizBody(SERVICE_A) }))),
    );
    expect(status).toBe(201);
    expect(body.warnings).toEqual([]);
    expect(body.quiz).toMatchObject({
      serviceType: SERVICE_A,
      isActive: true,
      questionCount: 4,
      description: "Ein paar Fragen zu Ihrer Markise.",
    });
    // An empty placeholder is not stored; a given one is.
    expect(body.quiz.questions[0]).toEqual({
      id: "markise_art",
      text: "Welche Markise wünschen Sie?",
      type: "radio",
      options: ["Gelenkarm", "Kassette"],
      required: true,
    });
    expect(body.quiz.questions[1]!.placeholder).toBe("Mehrfachauswahl möglich");
    expect(revalidatedPaths()).toEqual(
      expect.arrayContaining([`/quiz/${SERVICE_A}`, "/quiz", "/api/quizzes", `/api/quizzes/${SERVICE_A}`]),
    );

    const row = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: SERVICE_A } });
    expect(row.questions).toEqual(body.quiz.questions);
    expect(await publicQuizStatus(SERVICE_A)).toBe(200);

    const list = await call<{ quizzes: AdminQuiz[] }>(listQuizzes(apiRequest("GET", "/api/admin/quizzes", asAdmin())));
    expect(list.status).toBe(200);
    const listed = list.body.quizzes.find((quiz) => quiz.serviceType === SERVICE_A)!;
    expect(Object.keys(listed).sort()).toEqual(
      [
        "id",
        "serviceType",
        "title",
        "description",
        "isActive",
        "questions",
        "questionCount",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
    expect(listed.questions).toHaveLength(4);
  });

  it("GET lists inactive quizzes too (the public list does not)", async () => {
    await createQuiz(`${PREFIX}-inaktiv`, { isActive: false });
    const list = await call<{ quizzes: AdminQuiz[] }>(listQuizzes(apiRequest("GET", "/api/admin/quizzes", asAdmin())));
    expect(list.body.quizzes.find((quiz) => quiz.serviceType === `${PREFIX}-inaktiv`)).toMatchObject({
      isActive: false,
    });
    const publicList = (await (await publicQuizList(new Request("http://localhost:3000/api/quizzes"))).json()) as {
      serviceType: string;
    }[];
    expect(publicList.map((quiz) => quiz.serviceType)).not.toContain(`${PREFIX}-inaktiv`);
    expect(await publicQuizStatus(`${PREFIX}-inaktiv`)).toBe(404);
  });

  it("POST warns (without refusing) when the lead-score questions are missing", async () => {
    const body = quizBody(`${PREFIX}-ohne-score`);
    const { status, body: answer } = await call<{ warnings: string[] }>(
      postQuiz(apiRequest("POST", "/x", asAdmin({ body: { ...body, questions: body.questions.slice(0, 2) } }))),
    );
    expect(status).toBe(201);
    expect(answer.warnings).toEqual([
      expect.stringContaining("„intent_readiness“ fehlt"),
      expect.stringContaining("„start_timeline“ fehlt"),
    ]);
  });

  it("POST answers 409 for a second quiz of the same service", async () => {
    const { status, body } = await call<{ message: string; errors: Record<string, string> }>(
      postQuiz(apiRequest("POST", "/x", asAdmin({ body: quizBody(SERVICE_A, { title: "Doppelt" }) }))),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      message: "Für diesen Service gibt es bereits ein Quiz.",
      errors: { serviceType: "Für diesen Service gibt es bereits ein Quiz." },
    });
    expect(await getDb().quiz.count({ where: { serviceType: SERVICE_A } })).toBe(1);
  });

  it("POST answers 400 with field errors for invalid input and writes nothing", async () => {
    const body = quizBody(`${PREFIX}-ungueltig`, {
      title: " ",
      questions: [
        { id: "Falsch ID", text: "", type: "select", options: ["nur eine"], required: true },
        { id: "ok", text: "Frage", type: "radio", options: ["a", ""], required: true },
      ],
    });
    const { status, body: answer } = await call<{ message: string; errors: Record<string, string> }>(
      postQuiz(apiRequest("POST", "/x", asAdmin({ body }))),
    );
    expect(status).toBe(400);
    expect(answer.message).toBe("Bitte überprüfen Sie Ihre Eingaben.");
    expect(answer.errors).toMatchObject({
      title: QUIZ_MESSAGES.titleRequired,
      "questions.0.id": QUIZ_MESSAGES.questionIdFormat,
      "questions.0.text": QUIZ_MESSAGES.questionTextRequired,
      "questions.0.type": QUIZ_MESSAGES.typeInvalid,
      "questions.0.options": QUIZ_MESSAGES.optionsMin,
      "questions.1.options.1": QUIZ_MESSAGES.optionRequired,
    });
    expect(await getDb().quiz.count({ where: { serviceType: `${PREFIX}-ungueltig` } })).toBe(0);
    expect(revalidated).not.toHaveBeenCalled();
  });

  it("POST answers 400 for malformed JSON and 413 for a body over 64 KB", async () => {
    const malformed = await call<{ message: string }>(
      postQuiz(apiRequest("POST", "/x", asAdmin({ body: '{"serviceType": "x",' }))),
    );
    expect(malformed).toEqual({ status: 400, body: { message: "Ungültiges JSON im Anfragetext." } });
    const huge = JSON.stringify(quizBody(`${PREFIX}-riesig`, { description: "x".repeat(70 * 1024) }));
    const oversize = await call<{ message: string }>(postQuiz(apiRequest("POST", "/x", asAdmin({ body: huge }))));
    expect(oversize).toEqual({ status: 413, body: { message: "Die Anfrage ist zu groß (höchstens 64 KB)." } });
    const putOversize = await putQuiz(apiRequest("PUT", "/x", asAdmin({ body: huge })), ctx(1));
    expect(putOversize.status).toBe(413);
    expect(await getDb().quiz.count({ where: { serviceType: `${PREFIX}-riesig` } })).toBe(0);
  });

  it("GET /{id} answers the quiz; unknown and non-numeric ids answer 404", async () => {
    const quiz = await createQuiz(`${PREFIX}-einzeln`);
    const found = await call<{ quiz: AdminQuiz }>(getQuiz(apiRequest("GET", "/x", asAdmin()), ctx(quiz.id)));
    expect(found.status).toBe(200);
    expect(found.body.quiz).toEqual(quiz);
    for (const id of ["999999999", "0", "-1", "abc", "1e3", "1.5", "99999999999"]) {
      const { status, body } = await call<{ message: string }>(getQuiz(apiRequest("GET", "/x", asAdmin()), ctx(id)));
      expect([id, status, body.message]).toEqual([id, 404, "Quiz nicht gefunden."]);
    }
  });

  it("PUT changes a question text, which the public quiz API serves next, and revalidates /quiz/{service}", async () => {
    const quiz = (await getDb().quiz.findUniqueOrThrow({ where: { serviceType: SERVICE_A } })).id;
    const body = quizBody(SERVICE_A);
    body.questions[0] = { ...body.questions[0]!, text: "Welche Art von Markise planen Sie?" };
    const { status, body: answer } = await call<{ quiz: AdminQuiz; warnings: string[] }>(
      putQuiz(apiRequest("PUT", "/x", asAdmin({ body })), ctx(quiz)),
    );
    expect(status).toBe(200);
    expect(answer.quiz.questions[0]!.text).toBe("Welche Art von Markise planen Sie?");
    expect(revalidatedPaths()).toEqual(expect.arrayContaining([`/quiz/${SERVICE_A}`, "/quiz", "/api/quizzes"]));

    const served = (await (
      await publicQuiz(apiRequest("GET", `/api/quizzes/${SERVICE_A}`), {
        params: Promise.resolve({ service: SERVICE_A }),
      })
    ).json()) as { questions: { text: string }[] };
    expect(served.questions[0]!.text).toBe("Welche Art von Markise planen Sie?");
  });

  it("PUT can move a quiz to another service (both pages revalidated) and answers 409 for a taken one", async () => {
    const quiz = await createQuiz(SERVICE_B);
    const moved = await call<{ quiz: AdminQuiz }>(
      putQuiz(apiRequest("PUT", "/x", asAdmin({ body: quizBody(`${SERVICE_B}-neu`) })), ctx(quiz.id)),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.quiz.serviceType).toBe(`${SERVICE_B}-neu`);
    expect(revalidatedPaths()).toEqual(expect.arrayContaining([`/quiz/${SERVICE_B}`, `/quiz/${SERVICE_B}-neu`]));
    expect(await publicQuizStatus(SERVICE_B)).toBe(404);
    expect(await publicQuizStatus(`${SERVICE_B}-neu`)).toBe(200);

    const taken = await call<{ message: string }>(
      putQuiz(apiRequest("PUT", "/x", asAdmin({ body: quizBody(SERVICE_A) })), ctx(quiz.id)),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Für diesen Service gibt es bereits ein Quiz.");
    expect((await getDb().quiz.findUniqueOrThrow({ where: { id: quiz.id } })).serviceType).toBe(`${SERVICE_B}-neu`);
  });

  it("PUT deactivates a quiz (public 404) and answers 400 / 404 without changing anything", async () => {
    const quiz = await createQuiz(`${PREFIX}-aus`);
    const off = await putQuiz(
      apiRequest("PUT", "/x", asAdmin({ body: quizBody(`${PREFIX}-aus`, { isActive: false }) })),
      ctx(quiz.id),
    );
    expect(off.status).toBe(200);
    expect(await publicQuizStatus(`${PREFIX}-aus`)).toBe(404);

    const before = await getDb().quiz.findUniqueOrThrow({ where: { id: quiz.id } });
    const invalid = await call<{ errors: Record<string, string> }>(
      putQuiz(apiRequest("PUT", "/x", asAdmin({ body: quizBody(`${PREFIX}-aus`, { questions: [] }) })), ctx(quiz.id)),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ questions: QUIZ_MESSAGES.questionsRequired });
    const unknown = await call<{ message: string }>(
      putQuiz(apiRequest("PUT", "/x", asAdmin({ body: quizBody(`${PREFIX}-nie`) })), ctx(999999999)),
    );
    expect(unknown).toEqual({ status: 404, body: { message: "Quiz nicht gefunden." } });
    const nonNumeric = await putQuiz(apiRequest("PUT", "/x", asAdmin({ body: quizBody(`${PREFIX}-nie`) })), ctx("abc"));
    expect(nonNumeric.status).toBe(404);
    expect(await getDb().quiz.findUniqueOrThrow({ where: { id: quiz.id } })).toEqual(before);
    expect(await getDb().quiz.count({ where: { serviceType: `${PREFIX}-nie` } })).toBe(0);
  });

  it("DELETE removes the quiz; the service's projects keep their answers; a second DELETE answers 404", async () => {
    const quiz = await createQuiz(SERVICE_C);
    const answers = {
      markise_art: "Kassette",
      extras: ["Motor"],
      intent_readiness: "Ich vergleiche Angebote und möchte beraten werden",
    };
    const project = await getDb().project.create({
      data: {
        serviceType: SERVICE_C,
        zipCode: "1100",
        name: "Kundin Quiz",
        email: "kundin-quiz@example.at",
        phone: "+43 660 7654321",
        quizAnswers: answers,
        gdprAcceptedAt: new Date(),
        privacyPolicyVersion: "2025-07",
      },
    });

    const { status, body } = await call(deleteQuiz(apiRequest("DELETE", "/x", asAdmin()), ctx(quiz.id)));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, deleted: { id: quiz.id, serviceType: SERVICE_C } });
    expect(revalidatedPaths()).toEqual(expect.arrayContaining([`/quiz/${SERVICE_C}`, "/quiz", "/api/quizzes"]));
    expect(await getDb().quiz.findUnique({ where: { id: quiz.id } })).toBeNull();
    expect(await publicQuizStatus(SERVICE_C)).toBe(404);
    expect(await getDb().project.findUniqueOrThrow({ where: { id: project.id } })).toMatchObject({
      serviceType: SERVICE_C,
      quizAnswers: answers,
    });

    const again = await call<{ message: string }>(deleteQuiz(apiRequest("DELETE", "/x", asAdmin()), ctx(quiz.id)));
    expect(again).toEqual({ status: 404, body: { message: "Quiz nicht gefunden." } });
  });

  it("no table references quizzes by foreign key (deleting a quiz cannot touch projects)", async () => {
    const references = await getDb().$queryRaw<{ table_name: string }[]>`
      SELECT tc.table_name FROM information_schema.table_constraints tc
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
      WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'quizzes'`;
    expect(references).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------------
// Blog posts
// -------------------------------------------------------------------------------------------------

describe("blog posts", () => {
  const BLOG_PATHS = ["/(public)/blog/[slug]|page", "/blog", "/", "/api/blog-posts", "/server-sitemap.xml"];

  it("POST stores a draft with sanitised HTML, the author and no publishedAt; GET lists drafts", async () => {
    const slug = `${PREFIX}-entwurf`;
    const content = [
      `<h2 onclick="alert(1)">Kosten</h2>`,
      `<p onmouseover="steal()">${LONG_TEXT}<script>alert("xss")</script></p>`,
      `<p><a href="javascript:alert(1)">Link</a> <a href="https://example.com" onclick="x()">extern</a></p>`,
      `<img src="/images/blog/a.webp" onerror="alert(1)" alt="Bad"><iframe src="https://evil.example"></iframe>`,
      `<style>body{display:none}</style><p style="color:red">${LONG_TEXT}</p>`,
    ].join("");
    const { status, body } = await call<{ post: AdminBlogPost }>(
      postBlogPost(
        apiRequest("POST", "/x", asAdmin({ body: postBody(slug, { content, tags: [" Bad ", "Bad", ""] }) })),
      ),
    );
    expect(status).toBe(201);
    const saved = body.post;
    for (const unsafe of [
      "<script",
      "alert(",
      "onclick",
      "onmouseover",
      "onerror",
      "javascript:",
      "<iframe",
      "<style",
      "style=",
    ]) {
      expect(saved.content).not.toContain(unsafe);
    }
    expect(saved.content).toContain("<h2>Kosten</h2>");
    expect(saved.content).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">extern</a>',
    );
    expect(saved).toMatchObject({
      slug,
      published: false,
      featured: false,
      publishedAt: null,
      tags: ["Bad"],
      metaTitle: null,
      metaDescription: null,
    });

    const row = await getDb().blogPost.findUniqueOrThrow({ where: { slug } });
    expect(row.content).toBe(saved.content);
    expect(row.authorId).toBe(admin.userId);
    expect(revalidatedPaths()).toEqual(expect.arrayContaining([`/blog/${slug}`, ...BLOG_PATHS]));

    const list = await call<{ posts: AdminBlogPostSummary[] }>(
      listBlogPosts(apiRequest("GET", `/x?q=${slug}`, asAdmin())),
    );
    expect(list.status).toBe(200);
    const listed = list.body.posts.find((post) => post.slug === slug)!;
    expect(listed).toMatchObject({ published: false, title: `Testartikel ${slug}`, category: "badezimmer" });
    expect(Object.keys(listed).sort()).toEqual(
      ["id", "title", "slug", "category", "published", "featured", "publishedAt", "createdAt", "updatedAt"].sort(),
    );

    const one = await call<{ post: AdminBlogPost }>(getBlogPost(apiRequest("GET", "/x", asAdmin()), ctx(saved.id)));
    expect(one.body.post).toEqual(saved);
  });

  it("a draft is not served by the public API or the sitemap until it is published; publishedAt is set once", async () => {
    const slug = `${PREFIX}-veroeffentlichen`;
    const post = await createPost(slug, { title: "Zauberwort Quasselstrippe im Titel" });
    expect((await publicSlugs("search=Quasselstrippe")).map((p) => p.slug)).not.toContain(slug);
    expect(await publicPostStatus(slug)).toBe(404);
    expect(await (await sitemap()).text()).not.toContain(slug);

    revalidated.mockClear();
    const published = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: true } })), ctx(post.id)),
    );
    expect(published.status).toBe(200);
    expect(published.body.post.published).toBe(true);
    const firstPublishedAt = published.body.post.publishedAt!;
    expect(Date.now() - new Date(firstPublishedAt).getTime()).toBeLessThan(60_000);
    expect(revalidatedPaths()).toEqual(expect.arrayContaining([`/blog/${slug}`, ...BLOG_PATHS]));
    expect((await publicSlugs("search=Quasselstrippe")).map((p) => p.slug)).toEqual([slug]);
    expect(await publicPostStatus(slug)).toBe(200);
    expect(await (await sitemap()).text()).toContain(`/blog/${slug}</loc>`);

    const unpublished = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: false } })), ctx(post.id)),
    );
    expect(unpublished.body.post).toMatchObject({ published: false, publishedAt: firstPublishedAt });
    expect(await publicPostStatus(slug)).toBe(404);
    expect((await publicSlugs("search=Quasselstrippe")).map((p) => p.slug)).toEqual([]);

    const again = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: true } })), ctx(post.id)),
    );
    expect(again.body.post).toMatchObject({ published: true, publishedAt: firstPublishedAt });
  });

  it("PATCH features and unfeatures a post; bad bodies answer 400, unknown ids 404", async () => {
    const post = await createPost(`${PREFIX}-hervorheben`, { published: true });
    expect(post.publishedAt).not.toBeNull();
    const featured = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { featured: true } })), ctx(post.id)),
    );
    expect(featured.body.post).toMatchObject({ featured: true, published: true, publishedAt: post.publishedAt });
    expect((await publicSlugs("search=hervorheben")).find((p) => p.slug === post.slug)).toMatchObject({
      featured: true,
    });
    const plain = await call<{ post: AdminBlogPost }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { featured: false } })), ctx(post.id)),
    );
    expect(plain.body.post.featured).toBe(false);

    const empty = await call<{ errors: Record<string, string> }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: {} })), ctx(post.id)),
    );
    expect(empty.status).toBe(400);
    expect(Object.values(empty.body.errors)).toContain(BLOG_POST_MESSAGES.statusEmpty);
    const wrongType = await call<{ errors: Record<string, string> }>(
      patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: "ja" } })), ctx(post.id)),
    );
    expect(wrongType).toMatchObject({ status: 400, body: { errors: { published: BLOG_POST_MESSAGES.flagInvalid } } });
    const extra = await patchBlogPost(
      apiRequest("PATCH", "/x", asAdmin({ body: { published: false, title: "Neu" } })),
      ctx(post.id),
    );
    expect(extra.status).toBe(400);
    const malformed = await patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: "{published" })), ctx(post.id));
    expect(malformed.status).toBe(400);
    expect(await getDb().blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      published: true,
      featured: false,
      title: post.title,
    });

    for (const id of ["999999999", "abc", "0"]) {
      const unknown = await call<{ message: string }>(
        patchBlogPost(apiRequest("PATCH", "/x", asAdmin({ body: { published: true } })), ctx(id)),
      );
      expect(unknown).toEqual({ status: 404, body: { message: "Artikel nicht gefunden" } });
    }
  });

  it("POST answers 400 with the §5 messages, 400 for malformed JSON, 413 when oversize, and writes nothing", async () => {
    const invalid = await call<{ errors: Record<string, string> }>(
      postBlogPost(
        apiRequest(
          "POST",
          "/x",
          asAdmin({
            body: postBody("Ungültig Slug", {
              title: "Bad",
              excerpt: "zu kurz",
              content: "<p>kurz</p>",
              imageUrl: "kein-bild",
              category: "",
              readingTime: 0,
            }),
          }),
        ),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      title: BLOG_POST_MESSAGES.titleMin,
      slug: BLOG_POST_MESSAGES.slugFormat,
      excerpt: BLOG_POST_MESSAGES.excerptMin,
      content: BLOG_POST_MESSAGES.contentMin,
      imageUrl: "Ungültige Bild-URL",
      category: BLOG_POST_MESSAGES.categoryRequired,
      readingTime: BLOG_POST_MESSAGES.readingTimeMin,
    });

    // Long enough as typed, but too short once the script is removed.
    const scriptOnly = await call<{ errors: Record<string, string> }>(
      postBlogPost(
        apiRequest(
          "POST",
          "/x",
          asAdmin({
            body: postBody(`${PREFIX}-nur-skript`, { content: `<p>Hallo</p><script>${"x".repeat(200)}</script>` }),
          }),
        ),
      ),
    );
    expect(scriptOnly).toMatchObject({ status: 400, body: { errors: { content: BLOG_POST_MESSAGES.contentMin } } });

    const malformed = await postBlogPost(apiRequest("POST", "/x", asAdmin({ body: "not json" })));
    expect(malformed.status).toBe(400);
    const oversize = await postBlogPost(
      apiRequest(
        "POST",
        "/x",
        asAdmin({ body: JSON.stringify(postBody(`${PREFIX}-riesig`, { content: "x".repeat(65 * 1024) })) }),
      ),
    );
    expect(oversize.status).toBe(413);
    expect(
      await getDb().blogPost.count({ where: { slug: { in: [`${PREFIX}-nur-skript`, `${PREFIX}-riesig`] } } }),
    ).toBe(0);
    expect(revalidated).not.toHaveBeenCalled();
  });

  it("POST and PUT answer 409 with a German message for a slug that is taken", async () => {
    const first = await createPost(`${PREFIX}-vergeben`);
    const second = await createPost(`${PREFIX}-zweiter`);
    const conflict = await call<{ message: string; errors: Record<string, string> }>(
      postBlogPost(
        apiRequest("POST", "/x", asAdmin({ body: postBody(`${PREFIX}-vergeben`, { title: "Ein anderer Artikel" }) })),
      ),
    );
    expect(conflict).toEqual({
      status: 409,
      body: { message: BLOG_POST_MESSAGES.slugTaken, errors: { slug: BLOG_POST_MESSAGES.slugTaken } },
    });
    expect(BLOG_POST_MESSAGES.slugTaken).toBe("Dieser Slug wird bereits von einem anderen Artikel verwendet");

    const putConflict = await call<{ message: string }>(
      putBlogPost(apiRequest("PUT", "/x", asAdmin({ body: postBody(first.slug) })), ctx(second.id)),
    );
    expect(putConflict.status).toBe(409);
    expect(await getDb().blogPost.count({ where: { slug: first.slug } })).toBe(1);
    expect((await getDb().blogPost.findUniqueOrThrow({ where: { id: second.id } })).slug).toBe(second.slug);
  });

  it("PUT replaces a post, sanitises it, sets publishedAt when it publishes, and revalidates the old and the new slug", async () => {
    const post = await createPost(`${PREFIX}-alt`);
    const { status, body } = await call<{ post: AdminBlogPost }>(
      putBlogPost(
        apiRequest(
          "PUT",
          "/x",
          asAdmin({
            body: postBody(`${PREFIX}-neu`, {
              title: "Neuer Titel des Artikels",
              content: `<p onclick="x()">${LONG_TEXT.repeat(2)}</p><script>alert(1)</script>`,
              published: true,
              featured: true,
              category: "kosten",
              metaTitle: "Meta",
              imageUrl: "https://example.com/bild.jpg",
            }),
          }),
        ),
        ctx(post.id),
      ),
    );
    expect(status).toBe(200);
    expect(body.post).toMatchObject({
      slug: `${PREFIX}-neu`,
      title: "Neuer Titel des Artikels",
      published: true,
      featured: true,
      category: "kosten",
      metaTitle: "Meta",
      imageUrl: "https://example.com/bild.jpg",
    });
    expect(body.post.content).toBe(`<p>${LONG_TEXT.repeat(2)}</p>`);
    expect(body.post.publishedAt).not.toBeNull();
    expect(revalidatedPaths()).toEqual(
      expect.arrayContaining([`/blog/${PREFIX}-alt`, `/blog/${PREFIX}-neu`, ...BLOG_PATHS]),
    );
    expect(await publicPostStatus(`${PREFIX}-alt`)).toBe(404);
    expect(await publicPostStatus(`${PREFIX}-neu`)).toBe(200);

    const invalid = await putBlogPost(
      apiRequest("PUT", "/x", asAdmin({ body: postBody(`${PREFIX}-neu`, { excerpt: "" }) })),
      ctx(post.id),
    );
    expect(invalid.status).toBe(400);
    const unknown = await call<{ message: string }>(
      putBlogPost(apiRequest("PUT", "/x", asAdmin({ body: postBody(`${PREFIX}-nie`) })), ctx(999999999)),
    );
    expect(unknown).toEqual({ status: 404, body: { message: "Artikel nicht gefunden" } });
    expect(await getDb().blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      slug: `${PREFIX}-neu`,
      published: true,
    });
  });

  it("DELETE removes a post (public 404, revalidated); a second DELETE and unknown ids answer 404", async () => {
    const post = await createPost(`${PREFIX}-loeschen`, { published: true });
    expect(await publicPostStatus(post.slug)).toBe(200);
    revalidated.mockClear();
    const { status, body } = await call(deleteBlogPost(apiRequest("DELETE", "/x", asAdmin()), ctx(post.id)));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, deleted: { id: post.id, slug: post.slug } });
    expect(revalidatedPaths()).toEqual(expect.arrayContaining([`/blog/${post.slug}`, ...BLOG_PATHS]));
    expect(await publicPostStatus(post.slug)).toBe(404);
    expect(await getDb().blogPost.findUnique({ where: { id: post.id } })).toBeNull();

    const again = await call<{ message: string }>(deleteBlogPost(apiRequest("DELETE", "/x", asAdmin()), ctx(post.id)));
    expect(again).toEqual({ status: 404, body: { message: "Artikel nicht gefunden" } });
    const nonNumeric = await getBlogPost(apiRequest("GET", "/x", asAdmin()), ctx("x1"));
    expect(nonNumeric.status).toBe(404);
  });
});
