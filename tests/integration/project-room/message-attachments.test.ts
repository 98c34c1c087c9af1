/**
 * Attachments of project-room messages against the run's database: photos and PDFs sent as multipart, listed
 * with working signed URLs, refused whole (wrong type 415, too many 400) with nothing stored, invisible to the
 * other company, and erased with the project. Reporting a thread alerts the team without the messages.
 */
import sharp from "sharp";
import { GET as getFile } from "@/app/api/files/[id]/[variant]/route";
import { GET as leadFiles } from "@/app/api/company/leads/[id]/files/route";
import { GET as companyGet, POST as companyPost } from "@/app/api/company/leads/[id]/messages/route";
import { POST as companyReport } from "@/app/api/company/leads/[id]/messages/report/route";
import { GET as roomGet, POST as roomPost } from "@/app/api/mein-projekt/[token]/messages/[companyId]/route";
import { POST as erase } from "@/app/api/mein-projekt/[token]/erase/route";
import { closeDb, getDb } from "@/lib/db";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { listProjectFiles } from "@/lib/files/project-files";
import type { MessageView, ThreadView } from "@/lib/messages/rules";
import { newProjectAccessToken } from "@/lib/project-room/access-token";
import { decryptField } from "@/lib/security/secrets";
import { createAdminAccount, createCompanyAccount } from "../../support/auth";
import { apiRequest, clientAddresses } from "../../support/http";

const RUN = `att${Date.now().toString(36)}`;
const nextAddress = clientAddresses(94);
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;
let companyA: Account;
let companyB: Account;
let counter = 0;

async function createProject() {
  counter += 1;
  const access = newProjectAccessToken();
  const project = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1070",
      name: `Anna Kundin${RUN}${counter}`,
      email: `kundin.${RUN}.${counter}@example.at`,
      phone: "+43 660 7654321",
      quizAnswers: {},
      privacyPolicyVersion: "test",
      roomLinks: { create: { tokenHash: access.hash } },
      assignments: { create: [{ companyId: companyA.companyId }, { companyId: companyB.companyId }] },
    },
    select: { id: true },
  });
  return { projectId: project.id, token: access.token };
}

const photo = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();

function formOf(body: string, files: { name: string; bytes: Uint8Array; type: string }[]): FormData {
  const form = new FormData();
  form.set("body", body);
  for (const file of files) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const headers = () => ({ "x-forwarded-for": nextAddress() });
const roomParams = (token: string, companyId: number) => ({
  params: Promise.resolve({ token, companyId: String(companyId) }),
});
const leadParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

const customerSendsForm = (token: string, companyId: number, form: FormData) =>
  roomPost(
    apiRequest("POST", `/api/mein-projekt/${token}/messages/${companyId}`, { form, headers: headers() }),
    roomParams(token, companyId),
  );
const companySendsForm = (company: Account, projectId: number, form: FormData) =>
  companyPost(
    apiRequest("POST", `/api/company/leads/${projectId}/messages`, {
      cookie: company.cookie,
      form,
      headers: headers(),
    }),
    leadParams(projectId),
  );
const companyReads = (company: Account, projectId: number) =>
  companyGet(
    apiRequest("GET", `/api/company/leads/${projectId}/messages`, { cookie: company.cookie, headers: headers() }),
    leadParams(projectId),
  );
const threadOf = async (response: Response) => ((await response.json()) as { thread: ThreadView }).thread;

async function fetchPath(path: string): Promise<Response> {
  const url = new URL(path, "http://localhost:3000");
  const [, , , id, variant] = url.pathname.split("/");
  return getFile(apiRequest("GET", `${url.pathname}${url.search}`, { headers: headers() }), {
    params: Promise.resolve({ id: id!, variant: variant! }),
  });
}

const fileCount = (projectId: number) => getDb().projectFile.count({ where: { projectId } });
const objectCount = (projectId: number) =>
  getDb().storedObject.count({ where: { key: { startsWith: `project-files/${projectId}/` } } });

beforeAll(async () => {
  companyA = await createCompanyAccount(`att-a-${RUN}@example.at`, "geheim123", `Malerei Aigner ${RUN}`);
  companyB = await createCompanyAccount(`att-b-${RUN}@example.at`, "geheim123", `Farben Berger ${RUN}`);
  await createAdminAccount(`att-admin-${RUN}@example.at`);
});

afterAll(async () => {
  await closeDb();
});

describe("sending attachments", () => {
  it("stores 2 photos and a PDF with the message and lists them with working signed URLs", async () => {
    const project = await createProject();
    const form = formOf("Hier die Fotos und das Angebot.", [
      { name: "wand.jpg", bytes: await photo("red"), type: "image/jpeg" },
      { name: "decke.jpg", bytes: await photo("blue"), type: "image/jpeg" },
      { name: "Angebot.pdf", bytes: PDF, type: "application/pdf" },
    ]);
    const sent = await companySendsForm(companyA, project.projectId, form);
    expect(sent.status).toBe(201);
    const { message } = (await sent.json()) as { message: MessageView };
    expect(message.attachments.map((a) => [a.name, a.kind, a.contentType])).toEqual([
      ["wand.jpg", "image", "image/webp"],
      ["decke.jpg", "image", "image/webp"],
      ["Angebot.pdf", "document", "application/pdf"],
    ]);
    const stored = await getDb().projectFile.findMany({
      where: { projectId: project.projectId },
      select: { uploadedBy: true, companyId: true },
    });
    expect(stored).toEqual(Array(3).fill({ uploadedBy: "company", companyId: companyA.companyId }));

    const thread = await threadOf(
      await roomGet(
        apiRequest("GET", `/api/mein-projekt/${project.token}/messages/${companyA.companyId}`, { headers: headers() }),
        roomParams(project.token, companyA.companyId),
      ),
    );
    const [listed] = thread.messages;
    expect(listed!.body).toBe("Hier die Fotos und das Angebot.");
    const [wall, ceiling, offer] = listed!.attachments;
    for (const image of [wall!, ceiling!]) {
      const full = await fetchPath(image.url);
      expect(full.status).toBe(200);
      expect(full.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(64);
      const thumbnail = await fetchPath(image.thumbnailUrl!);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    }
    expect(offer!.thumbnailUrl).toBeNull();
    const pdf = await fetchPath(offer!.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
    // Attachments belong to their thread only, not to the project's file list.
    expect(await listProjectFiles(project.projectId)).toEqual([]);
  });

  it("accepts a message of files only, from the customer", async () => {
    const project = await createProject();
    const sent = await customerSendsForm(
      project.token,
      companyA.companyId,
      formOf("", [{ name: "IMG_1.jpg", bytes: await photo("green"), type: "image/jpeg" }]),
    );
    expect(sent.status).toBe(201);
    const { message } = (await sent.json()) as { message: MessageView };
    expect(message.body).toBe("");
    expect(message.attachments).toHaveLength(1);
    expect(
      await getDb().projectFile.findFirst({
        where: { projectId: project.projectId },
        select: { uploadedBy: true, companyId: true },
      }),
    ).toEqual({ uploadedBy: "customer", companyId: null });
  });

  it("refuses a text file named .jpg with 415, storing neither the message nor any file", async () => {
    const project = await createProject();
    const form = formOf("Mit Anhang", [
      { name: "ok.jpg", bytes: await photo("red"), type: "image/jpeg" },
      { name: "notiz.jpg", bytes: new TextEncoder().encode("nur Text, kein Foto"), type: "image/jpeg" },
    ]);
    const response = await companySendsForm(companyA, project.projectId, form);
    expect(response.status).toBe(415);
    const body = (await response.json()) as { message: string; errors?: Record<string, string> };
    expect(body.message).toBe("„notiz.jpg“ ist weder ein Foto (JPG, PNG, WebP, HEIC) noch ein PDF.");
    expect(await getDb().message.count({ where: { assignment: { projectId: project.projectId } } })).toBe(0);
    expect(await fileCount(project.projectId)).toBe(0);
    expect(await objectCount(project.projectId)).toBe(0);
  });

  it("refuses 6 files with 400 and a German message, storing nothing", async () => {
    const project = await createProject();
    const bytes = await photo("red");
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.jpg`, bytes, type: "image/jpeg" }));
    const response = await companySendsForm(companyA, project.projectId, formOf("Sechs", files));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.file).toBe(
      "Höchstens 5 Dateien pro Nachricht.",
    );
    expect(await getDb().message.count({ where: { assignment: { projectId: project.projectId } } })).toBe(0);
    expect(await fileCount(project.projectId)).toBe(0);
  });

  it("refuses an empty message without files with 400", async () => {
    const project = await createProject();
    const response = await companySendsForm(companyA, project.projectId, formOf("   ", []));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.body).toBe(
      "Bitte schreiben Sie eine Nachricht oder hängen Sie eine Datei an.",
    );
  });

  it("deletes the stored files when the message cannot be saved (closed thread)", async () => {
    const project = await createProject();
    await getDb().projectAssignment.updateMany({
      where: { projectId: project.projectId, companyId: companyA.companyId },
      data: { threadClosedAt: new Date(), threadClosedBy: "admin" },
    });
    const response = await companySendsForm(
      companyA,
      project.projectId,
      formOf("Zu spät", [{ name: "a.jpg", bytes: await photo("red"), type: "image/jpeg" }]),
    );
    expect(response.status).toBe(409);
    expect(await fileCount(project.projectId)).toBe(0);
    expect(await objectCount(project.projectId)).toBe(0);
  });
});

describe("privacy", () => {
  it("keeps attachments from the other company: its own thread has none and A's thread answers 404", async () => {
    const project = await createProject();
    const sent = await customerSendsForm(
      project.token,
      companyA.companyId,
      formOf("Nur für Aigner", [{ name: "plan.pdf", bytes: PDF, type: "application/pdf" }]),
    );
    expect(sent.status).toBe(201);
    const own = await threadOf(await companyReads(companyB, project.projectId));
    expect(own.messages).toEqual([]);
    // Nor does the project's photo list, which every assigned company reads, carry the attachment.
    const files = await leadFiles(
      apiRequest("GET", `/api/company/leads/${project.projectId}/files`, { cookie: companyB.cookie }),
      { params: Promise.resolve({ id: String(project.projectId) }) },
    );
    expect(files.status).toBe(200);
    expect(((await files.json()) as { files: unknown[] }).files).toEqual([]);
    // B cannot reach A's thread by any lead id it can name.
    const outsiderProject = await createProject();
    await getDb().projectAssignment.deleteMany({
      where: { projectId: outsiderProject.projectId, companyId: companyB.companyId },
    });
    expect((await companyReads(companyB, outsiderProject.projectId)).status).toBe(404);
  });

  it("erases the attachments' files and objects with the project", async () => {
    const project = await createProject();
    const sent = await customerSendsForm(
      project.token,
      companyA.companyId,
      formOf("Fotos", [
        { name: "a.jpg", bytes: await photo("red"), type: "image/jpeg" },
        { name: "b.pdf", bytes: PDF, type: "application/pdf" },
      ]),
    );
    const { message } = (await sent.json()) as { message: MessageView };
    expect(await fileCount(project.projectId)).toBe(2);
    expect(await objectCount(project.projectId)).toBe(3);
    const erased = await erase(apiRequest("POST", `/api/mein-projekt/${project.token}/erase`, { headers: headers() }), {
      params: Promise.resolve({ token: project.token }),
    });
    expect(erased.status).toBe(200);
    expect(await fileCount(project.projectId)).toBe(0);
    expect(await objectCount(project.projectId)).toBe(0);
    expect(await getDb().messageFile.count({ where: { messageId: message.id } })).toBe(0);
    expect((await fetchPath(message.attachments[0]!.url)).status).toBe(404);
  });
});

describe("report alert", () => {
  it("queues one e-mail to the team with the admin project link and without message text or reason", async () => {
    const project = await createProject();
    await companySendsForm(companyA, project.projectId, formOf("Geheimer Nachrichtentext", []));
    const response = await companyReport(
      apiRequest("POST", `/api/company/leads/${project.projectId}/messages/report`, {
        cookie: companyA.cookie,
        body: { reason: "Beleidigender Ton im Gespräch" },
        headers: headers(),
      }),
      leadParams(project.projectId),
    );
    expect(response.status).toBe(200);
    const alerts = await getDb().emailOutbox.findMany({
      where: { idempotencyKey: { startsWith: "thread-report-" }, subject: { contains: `#${project.projectId}` } },
    });
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert!.subject).toBe(`Unterhaltung gemeldet: Projekt #${project.projectId}`);
    expect(alert!.to).toContain(`att-admin-${RUN}@example.at`);
    const text = `${decryptField(OUTBOX_BODY_PURPOSE, alert!.text)}\n${decryptField(OUTBOX_BODY_PURPOSE, alert!.html ?? "")}`;
    expect(text).toContain(`/admin-dashboard/projects?q=%23${project.projectId}`);
    expect(text).toContain("Die Firma Malerei Aigner");
    expect(text).not.toContain("Geheimer Nachrichtentext");
    expect(text).not.toContain("Beleidigender Ton");
  });
});
