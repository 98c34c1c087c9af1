/**
 * The routes around project photos and plans: the quiz upload proven by the access cookie, the project room by its
 * token (list, upload, delete own files), the assigned company's and the admin's lists; count limit, content type,
 * and 404 alike for every caller without a right to the project.
 */
import sharp from "sharp";
import { NextResponse } from "next/server";
import { GET as adminFiles } from "@/app/api/admin/projects/[id]/files/route";
import { GET as companyFiles } from "@/app/api/company/leads/[id]/files/route";
import { DELETE as roomDelete } from "@/app/api/mein-projekt/[token]/files/[fileId]/route";
import { GET as roomList, POST as roomUpload } from "@/app/api/mein-projekt/[token]/files/route";
import { POST as quizUpload } from "@/app/api/projects/[id]/files/route";
import { closeDb, getDb } from "@/lib/db";
import { MAX_PROJECT_DOCUMENTS, MAX_PROJECT_IMAGES } from "@/lib/domain/project-file-rules";
import type { ProjectFileView } from "@/lib/files/project-files";
import { grantProjectAccess } from "@/lib/offers/project-access";
import { newProjectAccessToken } from "@/lib/project-room/access-token";
import { cookieHeaderOf, createAdminAccount, createCompanyAccount } from "../../support/auth";
import { apiRequest, clientAddresses } from "../../support/http";

const RUN = `pfr${Date.now().toString(36)}`;
const nextAddress = clientAddresses(71);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;
let assigned: Account;
let ended: Account;
let outsider: Account;
let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let jpeg: Uint8Array;
let counter = 0;

beforeAll(async () => {
  [assigned, ended, outsider, admin] = await Promise.all([
    createCompanyAccount(`zugewiesen.${RUN}@example.at`),
    createCompanyAccount(`beendet.${RUN}@example.at`),
    createCompanyAccount(`fremd.${RUN}@example.at`),
    createAdminAccount(`admin.${RUN}@example.at`),
  ]);
  jpeg = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(() => closeDb());

/** A project with one active and one ended assignment, and its room token. */
async function createProject() {
  counter += 1;
  const access = newProjectAccessToken();
  const project = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1070",
      name: `Kundin ${RUN} ${counter}`,
      email: `kundin.${RUN}.${counter}@example.at`,
      phone: "+436607654321",
      quizAnswers: {},
      privacyPolicyVersion: "test",
      roomLinks: { create: { tokenHash: access.hash } },
      assignments: {
        create: [{ companyId: assigned.companyId }, { companyId: ended.companyId, endedAt: new Date() }],
      },
    },
    select: { id: true },
  });
  return { projectId: project.id, token: access.token };
}

/** The Cookie header the quiz submission sets for `projectId`. */
function accessCookie(projectId: number): string {
  const response = NextResponse.json({});
  grantProjectAccess(response, apiRequest("POST", "/api/projects"), projectId);
  return cookieHeaderOf(response);
}

function form(bytes: Uint8Array, name: string): FormData {
  const data = new FormData();
  data.append("file", new File([bytes as BlobPart], name));
  return data;
}

const headers = () => ({ "x-forwarded-for": nextAddress() });

function postQuiz(projectId: number, data: FormData, cookie?: string) {
  return quizUpload(
    apiRequest("POST", `/api/projects/${projectId}/files`, { form: data, cookie, headers: headers() }),
    {
      params: Promise.resolve({ id: String(projectId) }),
    },
  );
}

function postRoom(token: string, data: FormData) {
  return roomUpload(apiRequest("POST", `/api/mein-projekt/${token}/files`, { form: data, headers: headers() }), {
    params: Promise.resolve({ token }),
  });
}

async function listRoom(token: string) {
  return roomList(apiRequest("GET", `/api/mein-projekt/${token}/files`, { headers: headers() }), {
    params: Promise.resolve({ token }),
  });
}

function deleteRoom(token: string, fileId: number) {
  return roomDelete(apiRequest("DELETE", `/api/mein-projekt/${token}/files/${fileId}`, { headers: headers() }), {
    params: Promise.resolve({ token, fileId: String(fileId) }),
  });
}

function listCompany(account: { cookie: string }, projectId: number) {
  return companyFiles(
    apiRequest("GET", `/api/company/leads/${projectId}/files`, { cookie: account.cookie, headers: headers() }),
    { params: Promise.resolve({ id: String(projectId) }) },
  );
}

async function filesOf(response: Response): Promise<ProjectFileView[]> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { files: ProjectFileView[] }).files;
}

describe("quiz upload with the access cookie", () => {
  it("stores a photo and a PDF for the browser that submitted the project", async () => {
    const { projectId } = await createProject();
    const cookie = accessCookie(projectId);

    const photo = await postQuiz(projectId, form(jpeg, "Bad.jpg"), cookie);
    expect(photo.status).toBe(201);
    expect(((await photo.json()) as { file: ProjectFileView }).file).toMatchObject({
      kind: "image",
      originalName: "Bad.jpg",
      uploadedBy: "customer",
      thumbnailUrl: expect.stringMatching(/^\/api\/files\/\d+\/thumb\?exp=/),
    });
    const plan = await postQuiz(projectId, form(PDF, "Grundriss.pdf"), cookie);
    expect(plan.status).toBe(201);
    expect(await getDb().projectFile.count({ where: { projectId } })).toBe(2);
  });

  it("answers 404 without the cookie or with another project's cookie, and stores nothing", async () => {
    const { projectId } = await createProject();
    const other = await createProject();
    expect((await postQuiz(projectId, form(jpeg, "a.jpg"))).status).toBe(404);
    expect((await postQuiz(projectId, form(jpeg, "a.jpg"), accessCookie(other.projectId))).status).toBe(404);
    expect(await getDb().projectFile.count({ where: { projectId } })).toBe(0);
  });

  it("refuses content that is neither photo nor PDF with 415, whatever the name says", async () => {
    const { projectId } = await createProject();
    const response = await postQuiz(
      projectId,
      form(new TextEncoder().encode("<html>hallo</html>"), "foto.jpg"),
      accessCookie(projectId),
    );
    expect(response.status).toBe(415);
    expect(await getDb().projectFile.count({ where: { projectId } })).toBe(0);
  });

  it("refuses a form without a file with 400", async () => {
    const { projectId } = await createProject();
    const data = new FormData();
    data.append("file", "kein Upload");
    expect((await postQuiz(projectId, data, accessCookie(projectId))).status).toBe(400);
  });
});

describe("count limit", () => {
  it(`accepts ${MAX_PROJECT_IMAGES} photos and ${MAX_PROJECT_DOCUMENTS} PDFs, then answers 409 per kind`, async () => {
    const { projectId, token } = await createProject();
    const cookie = accessCookie(projectId);
    for (let i = 0; i < MAX_PROJECT_IMAGES; i += 1)
      expect((await postQuiz(projectId, form(jpeg, `foto-${i}.jpg`), cookie)).status).toBe(201);
    const full = await postQuiz(projectId, form(jpeg, "zu-viel.jpg"), cookie);
    expect(full.status).toBe(409);
    expect(((await full.json()) as { message: string }).message).toMatch(/höchstens 10 Fotos/);

    for (let i = 0; i < MAX_PROJECT_DOCUMENTS; i += 1)
      expect((await postRoom(token, form(PDF, `plan-${i}.pdf`))).status).toBe(201);
    expect((await postRoom(token, form(PDF, "zu-viel.pdf"))).status).toBe(409);
    expect(await getDb().projectFile.count({ where: { projectId, kind: "image" } })).toBe(MAX_PROJECT_IMAGES);
    expect(await getDb().projectFile.count({ where: { projectId, kind: "document" } })).toBe(MAX_PROJECT_DOCUMENTS);

    // Deleting one makes room again.
    const [newest] = await filesOf(await listRoom(token));
    expect((await deleteRoom(token, newest!.id)).status).toBe(200);
    expect((await postRoom(token, form(PDF, "neu.pdf"))).status).toBe(201);
  });

  it("keeps the limit for concurrent uploads and leaves no objects of refused ones", async () => {
    const { projectId, token } = await createProject();
    const results = await Promise.all(
      Array.from({ length: MAX_PROJECT_IMAGES + 3 }, (_, i) => postRoom(token, form(jpeg, `f${i}.jpg`))),
    );
    const statuses = results.map((response) => response.status);
    // Every upload below the limit by order of arrival stays; only those beyond it are refused.
    expect(statuses.filter((status) => status === 201).length).toBe(MAX_PROJECT_IMAGES);
    expect(statuses.filter((status) => status === 409).length).toBe(3);
    const rows = await getDb().projectFile.count({ where: { projectId } });
    expect(rows).toBe(MAX_PROJECT_IMAGES);
    const objects = await getDb().storedObject.count({ where: { key: { startsWith: `project-files/${projectId}/` } } });
    expect(objects).toBe(rows * 2);
  });
});

describe("project room by token", () => {
  it("lists, uploads and deletes the customer's files", async () => {
    const { projectId, token } = await createProject();
    expect(await filesOf(await listRoom(token))).toEqual([]);
    const uploaded = await postRoom(token, form(jpeg, "Küche.jpg"));
    expect(uploaded.status).toBe(201);
    const { file } = (await uploaded.json()) as { file: ProjectFileView };
    const listed = await filesOf(await listRoom(token));
    expect(listed.map((item) => item.id)).toEqual([file.id]);
    expect(listed[0]!.url).toMatch(new RegExp(`^/api/files/${file.id}/main\\?exp=\\d+&sig=`));

    expect((await deleteRoom(token, file.id)).status).toBe(200);
    expect(await filesOf(await listRoom(token))).toEqual([]);
    expect(await getDb().storedObject.count({ where: { key: { startsWith: `project-files/${projectId}/` } } })).toBe(0);
    expect((await deleteRoom(token, file.id)).status).toBe(404);
  });

  it("does not delete a company's file nor another project's file", async () => {
    const { projectId, token } = await createProject();
    const other = await createProject();
    const companyFile = await getDb().projectFile.create({
      data: {
        projectId,
        kind: "document",
        originalName: "Angebot.pdf",
        contentType: "application/pdf",
        sizeBytes: 10,
        storageKey: `project-files/${projectId}/${RUN}-firma.pdf`,
        uploadedBy: "company",
        companyId: assigned.companyId,
      },
    });
    expect((await deleteRoom(token, companyFile.id)).status).toBe(404);
    const foreign = (await (await postRoom(other.token, form(PDF, "x.pdf"))).json()) as { file: ProjectFileView };
    expect((await deleteRoom(token, foreign.file.id)).status).toBe(404);
    expect(await getDb().projectFile.count({ where: { id: { in: [companyFile.id, foreign.file.id] } } })).toBe(2);
  });

  it("answers 404 for a forged token on every route", async () => {
    const { token } = await createProject();
    const { file } = (await (await postRoom(token, form(PDF, "x.pdf"))).json()) as { file: ProjectFileView };
    const forged = newProjectAccessToken().token;
    expect((await listRoom(forged)).status).toBe(404);
    expect((await postRoom(forged, form(PDF, "y.pdf"))).status).toBe(404);
    expect((await deleteRoom(forged, file.id)).status).toBe(404);
  });
});

describe("company and admin", () => {
  it("shows the files to the company with an active assignment, without contact data", async () => {
    const { projectId, token } = await createProject();
    await postRoom(token, form(jpeg, "Wand.jpg"));
    const response = await listCompany(assigned, projectId);
    const text = await response.clone().text();
    const files = await filesOf(response);
    expect(files.map((file) => file.originalName)).toEqual(["Wand.jpg"]);
    expect(text).not.toContain(`kundin.${RUN}`);
    expect(text).not.toContain("7654321");
  });

  it("answers 404 to a company with an ended assignment or none", async () => {
    const { projectId, token } = await createProject();
    await postRoom(token, form(jpeg, "Wand.jpg"));
    expect((await listCompany(ended, projectId)).status).toBe(404);
    expect((await listCompany(outsider, projectId)).status).toBe(404);
  });

  it("shows the files to the admin and 404 for an unknown project", async () => {
    const { projectId, token } = await createProject();
    await postRoom(token, form(PDF, "Plan.pdf"));
    const get = (id: number) =>
      adminFiles(apiRequest("GET", `/api/admin/projects/${id}/files`, { cookie: admin.cookie, headers: headers() }), {
        params: Promise.resolve({ id: String(id) }),
      });
    expect((await filesOf(await get(projectId))).map((file) => file.kind)).toEqual(["document"]);
    expect((await get(2_000_000_000)).status).toBe(404);
  });
});
