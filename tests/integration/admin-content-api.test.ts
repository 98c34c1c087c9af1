/**
 * Admin quiz APIs against the run's database (GET/POST /api/admin/quizzes, GET/PUT/DELETE …/{id})
 * and admin-only access of every content call: valid/invalid/malformed/oversize bodies, foreign
 * Origin, unknown ids, one quiz per service (409), deleting a quiz keeps the projects' answers, and
 * the paths revalidated after each change (next/cache is mocked to record them).
 */
import {
  DELETE as deleteBlogPost,
  GET as getBlogPost,
  PATCH as patchBlogPost,
  PUT as putBlogPost,
} from "@/app/api/admin/blog-posts/[id]/route";
import { GET as listBlogPosts, POST as postBlogPost } from "@/app/api/admin/blog-posts/route";
import { DELETE as deleteQuiz, GET as getQuiz, PUT as putQuiz } from "@/app/api/admin/quizzes/[id]/route";
import { GET as listQuizzes, POST as postQuiz } from "@/app/api/admin/quizzes/route";
import { GET as publicQuiz } from "@/app/api/quizzes/[service]/route";
import { GET as publicQuizList } from "@/app/api/quizzes/route";
import { getDb } from "@/lib/db";
import type { AdminQuiz } from "@/lib/domain/admin-content";
import { QUIZ_MESSAGES } from "@/lib/validation/quiz";
import { apiRequest } from "../support/http";
import {
  type Handler,
  type ListHandler,
  PREFIX,
  SERVICE_A,
  SERVICE_B,
  SERVICE_C,
  asAdmin,
  call,
  company,
  createPost,
  createQuiz,
  ctx,
  postBody,
  publicPostStatus,
  publicQuizStatus,
  quizBody,
  revalidated,
  revalidatedPaths,
  setUpAdminContent,
} from "../support/admin-content";

jest.mock("next/cache", () => ({
  ...jest.requireActual("next/cache"),
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
}));

setUpAdminContent("content");

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
