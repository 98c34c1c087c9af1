/**
 * Project photos and documents on the default PostgreSQL store: stored processed, listed with signed URLs,
 * fetched through GET /api/files/[id]/[variant] (forged, expired or foreign signatures answer 404), never
 * half-stored, and deleted with their objects by deleteProjectFiles, the erasure and the retention run.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { GET as getFile } from "@/app/api/files/[id]/[variant]/route";
import { closeDb, getDb } from "@/lib/db";
import { UnsupportedFileTypeError } from "@/lib/errors";
import {
  deleteProjectFiles,
  listProjectFiles,
  storeProjectDocument,
  storeProjectImage,
} from "@/lib/files/project-files";
import { signedFileUrl } from "@/lib/files/signed-url";
import { eraseProject } from "@/lib/projects/privacy";
import { runRetention } from "@/lib/retention/retention";
import { createCompanyAccount } from "../../support/auth";
import { projectBuilder } from "../../support/fixtures";
import { apiRequest, clientAddresses } from "../../support/http";

const run = `files-${Date.now()}`;
const createProject = projectBuilder(run, (counter) => `+43 660 77${String(counter).padStart(5, "0")}`);
const nextAddress = clientAddresses(61);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

afterAll(() => closeDb());

async function photo(width = 2400, height = 1600): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "Testkamera" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 12/1 30/1" } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** Calls the file route with a signed path as the lists return it. */
function fetchSigned(signedPath: string) {
  const url = new URL(signedPath, "http://localhost:3000");
  const [, , , id, variant] = url.pathname.split("/");
  return getFile(apiRequest("GET", `${url.pathname}${url.search}`, { headers: { "x-forwarded-for": nextAddress() } }), {
    params: Promise.resolve({ id: id!, variant: variant! }),
  });
}

async function objectKeysOf(projectId: number): Promise<string[]> {
  const rows = await getDb().storedObject.findMany({
    where: { key: { startsWith: `project-files/${projectId}/` } },
    select: { key: true },
    orderBy: { key: "asc" },
  });
  return rows.map((row) => row.key);
}

describe("storing and serving", () => {
  it("stores a photo processed, lists it and serves both sizes through the signed route", async () => {
    const projectId = await createProject();
    const stored = await storeProjectImage(
      projectId,
      { name: "C:\\Fotos\\Bad alt.JPG", bytes: await photo() },
      "customer",
    );
    expect(stored).toMatchObject({
      kind: "image",
      originalName: "Bad alt.JPG",
      contentType: "image/webp",
      width: 2048,
      height: 1365,
      uploadedBy: "customer",
    });

    const [listed, ...rest] = await listProjectFiles(projectId);
    expect(rest).toEqual([]);
    expect(listed).toMatchObject({ id: stored.id, sizeBytes: stored.sizeBytes });
    expect(listed!.url).toMatch(new RegExp(`^/api/files/${stored.id}/main\\?exp=\\d+&sig=[\\w-]+$`));

    const main = await fetchSigned(listed!.url);
    expect(main.status).toBe(200);
    expect(main.headers.get("content-type")).toBe("image/webp");
    expect(main.headers.get("cache-control")).toBe("private, no-store");
    expect(main.headers.get("content-disposition")).toContain('filename="Bad alt.webp"');
    const mainBytes = Buffer.from(await main.arrayBuffer());
    expect(mainBytes.length).toBe(stored.sizeBytes);
    const mainMeta = await sharp(mainBytes).metadata();
    expect(mainMeta).toMatchObject({ format: "webp", width: 2048, height: 1365 });
    expect(mainMeta.exif).toBeUndefined();

    const thumb = await fetchSigned(listed!.thumbnailUrl!);
    expect(thumb.status).toBe(200);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 400,
      height: 267,
    });
    expect(await objectKeysOf(projectId)).toHaveLength(2);
  });

  it("stores a HEIC photo from a phone", async () => {
    const projectId = await createProject();
    const heic = readFileSync(path.join(process.cwd(), "tests/fixtures/photo-64x48.heic"));
    const stored = await storeProjectImage(
      projectId,
      { name: "IMG_0001.HEIC", bytes: new Uint8Array(heic) },
      "customer",
    );
    expect(stored).toMatchObject({ contentType: "image/webp", width: 64, height: 48 });
    const response = await fetchSigned(stored.url);
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("stores a PDF unchanged, by a company, without a thumbnail", async () => {
    const projectId = await createProject();
    const company = await createCompanyAccount(`${run}-company@example.at`);
    const stored = await storeProjectDocument(
      projectId,
      { name: "Angebot.pdf", bytes: PDF },
      "company",
      company.companyId,
    );
    expect(stored).toMatchObject({ kind: "document", contentType: "application/pdf", thumbnailUrl: null });
    expect(await getDb().projectFile.findUnique({ where: { id: stored.id }, select: { companyId: true } })).toEqual({
      companyId: company.companyId,
    });
    const response = await fetchSigned(stored.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    // A document has no thumbnail, even with a valid signature for one.
    expect((await fetchSigned(signedFileUrl(stored.id, "thumb"))).status).toBe(404);
  });

  it("refuses a file that is not what it claims, storing nothing", async () => {
    const projectId = await createProject();
    await expect(storeProjectImage(projectId, { name: "foto.jpg", bytes: PDF }, "customer")).rejects.toBeInstanceOf(
      UnsupportedFileTypeError,
    );
    await expect(
      storeProjectDocument(projectId, { name: "plan.pdf", bytes: await photo(40, 30) }, "customer"),
    ).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    await expect(storeProjectDocument(projectId, { name: "a.pdf", bytes: PDF }, "company")).rejects.toThrow(
      /companyId/,
    );
    expect(await listProjectFiles(projectId)).toEqual([]);
    expect(await objectKeysOf(projectId)).toEqual([]);
  });

  it("refuses uploads to an unknown or erased project", async () => {
    await expect(storeProjectDocument(2_000_000_000, { name: "a.pdf", bytes: PDF }, "admin")).rejects.toThrow(
      "Projekt nicht gefunden.",
    );
    const erased = await createProject({ erasedAt: new Date() });
    await expect(storeProjectDocument(erased, { name: "a.pdf", bytes: PDF }, "customer")).rejects.toThrow(
      "Projekt nicht gefunden.",
    );
  });

  it("removes the objects again when the row cannot be inserted", async () => {
    const projectId = await createProject();
    // A company id that does not exist: the insert fails on its foreign key after both objects were put.
    await expect(
      storeProjectImage(projectId, { name: "a.jpg", bytes: await photo(50, 40) }, "company", 2_000_000_000),
    ).rejects.toThrow();
    expect(await objectKeysOf(projectId)).toEqual([]);
    expect(await getDb().projectFile.count({ where: { projectId } })).toBe(0);
  });
});

describe("signed URLs", () => {
  let fileId: number;
  let signed: URL;

  beforeAll(async () => {
    const projectId = await createProject();
    fileId = (await storeProjectDocument(projectId, { name: "Plan.pdf", bytes: PDF }, "customer")).id;
    signed = new URL(signedFileUrl(fileId, "main"), "http://localhost:3000");
  });

  const withQuery = (id: number, variant: string, query: Record<string, string>) =>
    `/api/files/${id}/${variant}?${new URLSearchParams(query).toString()}`;

  it("answers 404 with a German message for a forged signature", async () => {
    const exp = signed.searchParams.get("exp")!;
    const sig = signed.searchParams.get("sig")!;
    const forged = `${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
    const response = await fetchSigned(withQuery(fileId, "main", { exp, sig: forged }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Die Datei wurde nicht gefunden oder der Link ist abgelaufen." });
  });

  it("answers 404 when the expiry is moved, the signature is missing or belongs to another file", async () => {
    const exp = signed.searchParams.get("exp")!;
    const sig = signed.searchParams.get("sig")!;
    expect((await fetchSigned(withQuery(fileId, "main", { exp: String(Number(exp) + 3600), sig }))).status).toBe(404);
    expect((await fetchSigned(withQuery(fileId, "main", { exp }))).status).toBe(404);
    expect((await fetchSigned(`/api/files/${fileId}/main`)).status).toBe(404);
    expect((await fetchSigned(withQuery(fileId + 1, "main", { exp, sig }))).status).toBe(404);
    expect((await fetchSigned(withQuery(fileId, "original", { exp, sig }))).status).toBe(404);
    expect((await fetchSigned(signed.pathname + signed.search)).status).toBe(200);
  });

  it("answers 404 once the URL has expired", async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const expired = signedFileUrl(fileId, "main", 300, tenMinutesAgo);
    const response = await fetchSigned(expired);
    expect(response.status).toBe(404);
    expect((await fetchSigned(signedFileUrl(fileId, "main", 900, tenMinutesAgo))).status).toBe(200);
  });
});

describe("deleting", () => {
  it("deleteProjectFiles removes rows and objects of the project only", async () => {
    const projectId = await createProject();
    const other = await createProject();
    await storeProjectImage(projectId, { name: "a.jpg", bytes: await photo(60, 40) }, "customer");
    const document = await storeProjectDocument(projectId, { name: "b.pdf", bytes: PDF }, "customer");
    await storeProjectDocument(other, { name: "c.pdf", bytes: PDF }, "customer");
    expect(await objectKeysOf(projectId)).toHaveLength(3);

    expect(await deleteProjectFiles(projectId)).toBe(2);
    expect(await listProjectFiles(projectId)).toEqual([]);
    expect(await objectKeysOf(projectId)).toEqual([]);
    expect((await fetchSigned(signedFileUrl(document.id, "main"))).status).toBe(404);
    expect(await listProjectFiles(other)).toHaveLength(1);
    expect(await objectKeysOf(other)).toHaveLength(1);
    expect(await deleteProjectFiles(projectId)).toBe(0);
  });

  it("erasing the project's personal data deletes its files", async () => {
    const projectId = await createProject();
    await storeProjectImage(projectId, { name: "a.jpg", bytes: await photo(60, 40) }, "customer");
    await eraseProject("system", projectId);
    expect(await listProjectFiles(projectId)).toEqual([]);
    expect(await objectKeysOf(projectId)).toEqual([]);
  });

  it("the retention run deletes the files of the projects it deletes", async () => {
    const projectId = await createProject({ closedAt: new Date("2019-01-01T00:00:00Z") });
    await storeProjectDocument(projectId, { name: "alt.pdf", bytes: PDF }, "customer");
    const counts = await runRetention(new Date());
    expect(counts.projectFiles).toBeGreaterThanOrEqual(1);
    expect(await getDb().project.findUnique({ where: { id: projectId } })).toBeNull();
    expect(await objectKeysOf(projectId)).toEqual([]);
  });
});
