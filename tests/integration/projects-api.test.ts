/**
 * Route handlers of the lead funnel against a real, migrated and seeded PostgreSQL database:
 * GET /api/quizzes, GET /api/quizzes/{service}, POST /api/projects.
 */
import { GET as getQuiz } from "@/app/api/quizzes/[service]/route";
import { GET as listQuizzes } from "@/app/api/quizzes/route";
import { POST as postProject } from "@/app/api/projects/route";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { seed } from "@/prisma/seed";

let ipCounter = 0;
/** Each request gets its own client IP unless one is given, so the rate limit does not interfere. */
function projectRequest(body: unknown, headers: Record<string, string> = {}): Request {
  ipCounter += 1;
  return new Request("http://localhost:3000/api/projects", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.0.0.${ipCounter}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const contact = {
  zipCode: "1020",
  name: "Lena Gruber",
  email: "lena@example.at",
  phone: "0660 1234567",
  gdprAccepted: true,
};
const finalAnswers = { intent_readiness: INTENT_READINESS_OPTIONS[0]!, start_timeline: START_TIMELINE_OPTIONS[0]! };

async function validBathroomBody() {
  const quiz = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: "badrenovierung" } });
  const questions = quiz.questions as { id: string; type: string; options: string[] }[];
  const answers: Record<string, string | string[]> = {};
  for (const q of questions) {
    if (q.id === "fixtures_to_replace") continue; // skipped and prefilled by project_type
    answers[q.id] = q.type === "checkbox" ? [q.options[0]!] : q.options[0]!;
  }
  const all: Record<string, string | string[]> = { ...answers, project_type: "Nur Sanitäranlagen", ...finalAnswers };
  return { ...contact, serviceType: "badrenovierung", answers: all };
}

const projectCount = () => getDb().project.count();

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
});

afterAll(async () => {
  await closeDb();
});

describe("GET /api/quizzes", () => {
  it("lists the active quizzes with the priority services first", async () => {
    const response = await listQuizzes(new Request("http://localhost:3000/api/quizzes"));
    expect(response.status).toBe(200);
    const quizzes = (await response.json()) as { id: number; serviceType: string }[];
    expect(quizzes.slice(0, 6).map((q) => q.serviceType)).toEqual([
      "wohnungsrenovierung",
      "badrenovierung",
      "küchenrenovierung",
      "hausrenovierung",
      "hausbau",
      "abbruch",
    ]);
    expect(quizzes.length).toBe(43);
  });

  it("leaves out inactive quizzes", async () => {
    await getDb().quiz.update({ where: { serviceType: "reinigung" }, data: { isActive: false } });
    try {
      const quizzes = (await (await listQuizzes(new Request("http://localhost:3000/api/quizzes"))).json()) as {
        serviceType: string;
      }[];
      expect(quizzes.map((q) => q.serviceType)).not.toContain("reinigung");
      expect(
        (await getQuiz(new Request("http://x"), { params: Promise.resolve({ service: "reinigung" }) })).status,
      ).toBe(404);
    } finally {
      await getDb().quiz.update({ where: { serviceType: "reinigung" }, data: { isActive: true } });
    }
  });
});

describe("GET /api/quizzes/{service}", () => {
  it("answers the quiz with its questions, also for a percent-encoded umlaut id", async () => {
    const response = await getQuiz(new Request("http://x"), {
      params: Promise.resolve({ service: "k%C3%BCchenrenovierung" }),
    });
    expect(response.status).toBe(200);
    const quiz = (await response.json()) as { serviceType: string; questions: { id: string }[] };
    expect(quiz.serviceType).toBe("küchenrenovierung");
    expect(quiz.questions.slice(-2).map((q) => q.id)).toEqual(["intent_readiness", "start_timeline"]);
  });

  it("answers 404 with a German message for an unknown service", async () => {
    const response = await getQuiz(new Request("http://x"), { params: Promise.resolve({ service: "gibtsnicht" }) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Quiz für "gibtsnicht" nicht gefunden.' });
  });
});

describe("POST /api/projects", () => {
  it("stores a valid submission as an open project with derived fields and consent", async () => {
    const body = await validBathroomBody();
    const response = await postProject(projectRequest(body));
    expect(response.status).toBe(201);
    const { projectId } = (await response.json()) as { projectId: number };
    const row = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });
    expect(row).toMatchObject({
      serviceType: "badrenovierung",
      zipCode: "1020",
      name: "Lena Gruber",
      email: "lena@example.at",
      phone: "+436601234567",
      status: "Offen",
      projectType: "Nur Sanitäranlagen",
      privacyPolicyVersion: env.PRIVACY_POLICY_VERSION,
      assignedCompanyId: null,
    });
    const answers = row.quizAnswers as Record<string, unknown>;
    expect(answers.fixtures_to_replace).toEqual(["Toilette", "Waschbecken", "Badewanne", "Dusche", "Armaturen"]);
    expect(answers.intent_readiness).toBe(INTENT_READINESS_OPTIONS[0]);
    expect(row.size).toBe(body.answers.bathroom_size);
    expect(row.budget).toBe(body.answers.budget_range);
    expect(Date.now() - row.gdprAcceptedAt.getTime()).toBeLessThan(60_000);
  });

  it("rejects invalid contact fields with the spec's German messages and writes nothing", async () => {
    const before = await projectCount();
    const body = { ...(await validBathroomBody()), zipCode: "12", name: "L", phone: "1", gdprAccepted: false };
    const response = await postProject(projectRequest(body));
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(json.errors).toEqual({
      zipCode: "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein",
      name: "Name ist erforderlich",
      phone: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
      gdprAccepted: "Sie müssen den Datenschutzbestimmungen zustimmen",
    });
    expect(await projectCount()).toBe(before);
  });

  it("phone rule: stores Austrian and German numbers in E.164, refuses others at the field and writes nothing", async () => {
    const valid = await validBathroomBody();
    const stored: [string, string][] = [
      ["+43 (0) 1 234-56-78", "+4312345678"],
      ["+49 30 1234567", "+49301234567"],
    ];
    for (const [index, [phone, e164]] of stored.entries()) {
      const response = await postProject(projectRequest({ ...valid, email: `telefon-${index}@example.at`, phone }));
      expect(response.status).toBe(201);
      const { projectId } = (await response.json()) as { projectId: number };
      expect((await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).phone).toBe(e164);
    }

    const before = await projectCount();
    for (const phone of ["0123", "+41 44 123 45 67", "0664 1234567 ext. 3"]) {
      const response = await postProject(projectRequest({ ...valid, phone }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
        phone: "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
      });
    }
    expect(await projectCount()).toBe(before);
  });

  it("postcode rule: empty and non-Austrian postcodes are refused, one outside Vienna and its surroundings is accepted", async () => {
    const before = await projectCount();
    const valid = await validBathroomBody();
    const refused: [string, string][] = [
      ["", "PLZ ist erforderlich"],
      ["40", "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein"],
      ["12345", "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein"],
      ["0123", "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein"],
    ];
    for (const [zipCode, message] of refused) {
      const response = await postProject(projectRequest({ ...valid, zipCode }));
      expect(response.status).toBe(400);
      const json = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(json.errors).toEqual({ zipCode: message });
      expect(json.message).toMatch(/^Bitte überprüfen Sie Ihre Eingaben/);
    }
    expect(await projectCount()).toBe(before);

    const graz = await postProject(projectRequest({ ...valid, zipCode: "8010" }));
    expect(graz.status).toBe(201);
    const { projectId } = (await graz.json()) as { projectId: number };
    expect((await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).zipCode).toBe("8010");
  });

  it("checks the answers against the quiz: unknown ids, foreign options, missing required", async () => {
    const before = await projectCount();
    const valid = await validBathroomBody();
    const { bathroom_size: _omitted, ...withoutSize } = valid.answers;
    const body = { ...valid, answers: { ...withoutSize, farbe: "Rot", project_type: "Neubau" } };
    const response = await postProject(projectRequest(body));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors["answers.farbe"]).toBe('Unbekannte Frage "farbe".');
    expect(errors["answers.project_type"]).toBe('Die Antwort "Neubau" ist bei dieser Frage nicht möglich.');
    expect(errors["answers.bathroom_size"]).toMatch(/^Antwort erforderlich/);
    expect(await projectCount()).toBe(before);
  });

  it("rejects a service without an active quiz", async () => {
    const response = await postProject(projectRequest({ ...contact, serviceType: "raumfahrt", answers: {} }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.serviceType).toBe(
      'Unbekannter Service "raumfahrt".',
    );
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await postProject(projectRequest("{ not json"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Ungültiges JSON im Anfragetext." });
  });

  it("answers 413 for a body over 64 KB and writes nothing", async () => {
    const before = await projectCount();
    const body = { ...(await validBathroomBody()), padding: "x".repeat(70 * 1024) };
    const response = await postProject(projectRequest(body));
    expect(response.status).toBe(413);
    expect(await projectCount()).toBe(before);
  });

  it("drops submissions with a filled honeypot", async () => {
    const before = await projectCount();
    const response = await postProject(
      projectRequest({ ...(await validBathroomBody()), website: "http://spam.example" }),
    );
    expect(response.status).toBe(400);
    expect(await projectCount()).toBe(before);
  });

  it("rejects a cross-site Origin", async () => {
    const response = await postProject(projectRequest(await validBathroomBody(), { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
  });

  it("limits submissions per IP with 429 and a German message", async () => {
    const limit = env.PROJECT_RATE_LIMIT_PER_HOUR;
    const headers = { "x-forwarded-for": "192.0.2.77" };
    for (let i = 0; i < limit; i++) {
      expect((await postProject(projectRequest({}, headers))).status).toBe(400);
    }
    const response = await postProject(projectRequest({}, headers));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut.",
    );
    // Another address is not affected.
    expect((await postProject(projectRequest(await validBathroomBody()))).status).toBe(201);
  });

  it("limits submissions per customer e-mail and day, from any address", async () => {
    const limit = env.PROJECT_RATE_LIMIT_PER_EMAIL_PER_DAY;
    const body = { ...(await validBathroomBody()), email: "Viel.Anfragen@Example.at " };
    const before = await projectCount();
    for (let i = 0; i < limit; i++) {
      expect(
        (await postProject(projectRequest({ ...body, email: i % 2 ? "viel.anfragen@example.at" : body.email }))).status,
      ).toBe(201);
    }
    const response = await postProject(projectRequest(body));
    expect(response.status).toBe(429);
    expect(((await response.json()) as { message: string }).message).toContain("Für diese E-Mail-Adresse");
    expect(await projectCount()).toBe(before + limit);
    // Another customer is not affected.
    expect((await postProject(projectRequest({ ...body, email: "andere.kundin@example.at" }))).status).toBe(201);
  });
});
