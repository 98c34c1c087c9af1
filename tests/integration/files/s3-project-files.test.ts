/**
 * With S3_BUCKET set, project files go to the S3-compatible store (here the local fake, path style): stored
 * there and not in PostgreSQL, served through the signed route, and removed from the bucket by the erasure.
 */
import sharp from "sharp";
import { closeDb, getDb } from "@/lib/db";
import { projectBuilder } from "../../support/fixtures";
import { apiRequest } from "../../support/http";
import { startFakeS3, type FakeS3 } from "../../support/fake-s3";

const BUCKET = "renovio-files";
const createProject = projectBuilder(
  `s3-files-${Date.now()}`,
  (counter) => `+43 660 78${String(counter).padStart(5, "0")}`,
);

let fake: FakeS3;
let files: typeof import("@/lib/files/project-files");
let route: typeof import("@/app/api/files/[id]/[variant]/route");
let privacy: typeof import("@/lib/projects/privacy");
const savedEnv = { ...process.env };

beforeAll(async () => {
  fake = await startFakeS3(BUCKET);
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: fake.url,
    S3_REGION: "eu-central-1",
    S3_ACCESS_KEY_ID: "test-key",
    S3_SECRET_ACCESS_KEY: "test-secret",
    S3_FORCE_PATH_STYLE: "true",
  });
  // lib/env reads the environment once per module registry: a fresh one sees the S3 settings.
  await jest.isolateModulesAsync(async () => {
    files = await import("@/lib/files/project-files");
    route = await import("@/app/api/files/[id]/[variant]/route");
    privacy = await import("@/lib/projects/privacy");
  });
});

afterAll(async () => {
  process.env = savedEnv;
  await fake.close();
  await closeDb();
});

it("stores, serves and erases project files in the S3 bucket", async () => {
  const projectId = await createProject();
  const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();
  const image = await files.storeProjectImage(projectId, { name: "bad.jpg", bytes: new Uint8Array(jpeg) }, "customer");
  const prefix = `project-files/${projectId}/`;
  const bucketKeys = () => [...fake.objects.keys()].filter((key) => key.startsWith(prefix));
  expect(bucketKeys()).toHaveLength(2);
  expect(await getDb().storedObject.count({ where: { key: { startsWith: prefix } } })).toBe(0);
  expect(fake.requests.every((request) => request.signed && request.path.startsWith(`/${BUCKET}/`))).toBe(true);

  const url = new URL(image.thumbnailUrl!, "http://localhost:3000");
  const response = await route.GET(apiRequest("GET", `${url.pathname}${url.search}`), {
    params: Promise.resolve({ id: String(image.id), variant: "thumb" }),
  });
  expect(response.status).toBe(200);
  expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
    format: "webp",
    width: 80,
    height: 60,
  });

  await privacy.eraseProject("system", projectId);
  expect(bucketKeys()).toEqual([]);
  expect(await files.listProjectFiles(projectId)).toEqual([]);
});

it("does not mark the project erased while the bucket refuses to delete its files", async () => {
  const projectId = await createProject();
  const document = await files.storeProjectDocument(
    projectId,
    { name: "plan.pdf", bytes: new TextEncoder().encode("%PDF-1.7\n%%EOF\n") },
    "customer",
  );
  const key = [...fake.objects.keys()].find((candidate) => candidate.startsWith(`project-files/${projectId}/`))!;
  fake.refuseDeleting.add(key);
  try {
    await expect(privacy.eraseProject("system", projectId)).rejects.toThrow(/nicht gelöscht/);
  } finally {
    fake.refuseDeleting.clear();
  }
  const project = await getDb().project.findUniqueOrThrow({ where: { id: projectId }, select: { erasedAt: true } });
  expect(project.erasedAt).toBeNull();
  expect((await files.listProjectFiles(projectId)).map((file) => file.id)).toEqual([document.id]);
  // A second attempt succeeds.
  await privacy.eraseProject("system", projectId);
  expect(fake.objects.has(key)).toBe(false);
});
