/**
 * The two object stores behave alike: PostgreSQL (stored_objects) and S3, the latter against a local fake
 * S3-compatible server with path-style URLs (tests/support/fake-s3.ts).
 */
import { getDb } from "@/lib/db";
import { postgresStorage, s3Storage, type ObjectStorage } from "@/lib/files/storage";
import { startFakeS3, type FakeS3 } from "../../support/fake-s3";

const BUCKET = "renovio-test";
let fake: FakeS3;

beforeAll(async () => {
  fake = await startFakeS3(BUCKET);
});

afterAll(async () => {
  await fake.close();
});

const s3 = () =>
  s3Storage({
    bucket: BUCKET,
    endpoint: fake.url,
    region: "eu-central-1",
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
    forcePathStyle: true,
    timeoutMs: 2000,
  });

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const bytes = (...values: number[]) => Uint8Array.from(values);

describe.each([
  ["PostgreSQL", () => postgresStorage()],
  ["S3", s3],
])("%s storage", (name, create: () => ObjectStorage) => {
  const key = (suffix: string) => `test/${run}/${name}/${suffix}`;

  it("returns what was put, with its type, and null for a missing key", async () => {
    const storage = create();
    await storage.put(key("a.webp"), bytes(1, 2, 3, 0, 255), "image/webp");
    expect(await storage.get(key("a.webp"))).toEqual({ bytes: bytes(1, 2, 3, 0, 255), contentType: "image/webp" });
    expect(await storage.get(key("missing"))).toBeNull();
  });

  it("replaces an object put again under the same key", async () => {
    const storage = create();
    await storage.put(key("b.pdf"), bytes(1), "application/pdf");
    await storage.put(key("b.pdf"), bytes(9, 9), "application/pdf");
    expect((await storage.get(key("b.pdf")))?.bytes).toEqual(bytes(9, 9));
  });

  it("deletes several keys at once; missing keys and an empty list are no error", async () => {
    const storage = create();
    await storage.put(key("c1"), bytes(1), "image/webp");
    await storage.put(key("c2"), bytes(2), "image/webp");
    await storage.put(key("c3"), bytes(3), "image/webp");
    await storage.delete([key("c1"), key("c2"), key("never-put")]);
    await storage.delete([]);
    expect(await storage.get(key("c1"))).toBeNull();
    expect(await storage.get(key("c2"))).toBeNull();
    expect((await storage.get(key("c3")))?.bytes).toEqual(bytes(3));
  });
});

describe("S3 storage specifics", () => {
  it("sends signed path-style requests to the bucket", async () => {
    fake.requests.length = 0;
    await s3().put(`test/${run}/path style.webp`, bytes(7), "image/webp");
    expect(fake.requests).toEqual([
      { method: "PUT", path: `/${BUCKET}/test/${run}/path%20style.webp`, query: ["x-id"], signed: true },
    ]);
    expect(fake.objects.get(`test/${run}/path style.webp`)?.contentType).toBe("image/webp");
  });

  it("deletes more than 1000 keys in batches of 1000", async () => {
    const keys = Array.from({ length: 1001 }, (_, index) => `test/${run}/batch/${index}`);
    for (const key of keys) fake.objects.set(key, { bytes: Buffer.from([1]), contentType: "image/webp" });
    fake.requests.length = 0;
    await s3().delete(keys);
    expect(fake.requests.map(({ method, path, query }) => `${method} ${path} ${query.join("&")}`)).toEqual([
      `POST /${BUCKET}/ delete`,
      `POST /${BUCKET}/ delete`,
    ]);
    expect(keys.some((key) => fake.objects.has(key))).toBe(false);
  });

  it("throws when the store refuses to delete an object", async () => {
    const key = `test/${run}/protected`;
    fake.objects.set(key, { bytes: Buffer.from([1]), contentType: "image/webp" });
    fake.refuseDeleting.add(key);
    try {
      await expect(s3().delete([key])).rejects.toThrow(/nicht gelöscht \(AccessDenied\)/);
    } finally {
      fake.refuseDeleting.clear();
    }
  });

  it("throws on an unreachable store instead of answering null", async () => {
    const offline = s3Storage({ bucket: BUCKET, endpoint: "http://127.0.0.1:9", forcePathStyle: true, timeoutMs: 500 });
    await expect(offline.get(`test/${run}/x`)).rejects.toThrow();
  });
});

afterAll(async () => {
  await getDb().storedObject.deleteMany({ where: { key: { startsWith: `test/${run}/` } } });
});
