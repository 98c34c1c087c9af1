/**
 * The one object storage for uploaded files: PostgreSQL (table stored_objects; every instance and the embedded
 * database see the same objects) by default, any S3-compatible store (MinIO, Cloudflare R2, Exoscale SOS) when
 * S3_BUCKET is set. Keys are opaque paths chosen by the caller; objects are private, served only by the app.
 */
import "server-only";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";

export interface StoredBytes {
  bytes: Uint8Array;
  contentType: string;
}

export interface ObjectStorage {
  /** Stores `bytes` under `key`, replacing an object of that key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredBytes | null>;
  /** Deletes the objects of `keys`; missing ones are no error. */
  delete(keys: readonly string[]): Promise<void>;
}

/** Objects as rows of stored_objects (no foreign keys: the owner deletes them by key). */
export function postgresStorage(): ObjectStorage {
  return {
    async put(key, bytes, contentType) {
      const content = new Uint8Array(bytes);
      await getDb().storedObject.upsert({
        where: { key },
        create: { key, content, contentType },
        update: { content, contentType },
        select: { key: true },
      });
    },
    async get(key) {
      const row = await getDb().storedObject.findUnique({
        where: { key },
        select: { content: true, contentType: true },
      });
      return row ? { bytes: new Uint8Array(row.content), contentType: row.contentType } : null;
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await getDb().storedObject.deleteMany({ where: { key: { in: [...keys] } } });
    },
  };
}

export interface S3Settings {
  bucket: string;
  region?: string;
  /** Base URL of an S3-compatible service; unset means AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`), as MinIO and most self-hosted stores need. */
  forcePathStyle?: boolean;
  /** Time limit of one request in ms (default 30000); each call is tried up to three times. */
  timeoutMs?: number;
}

/** DeleteObjects takes at most this many keys per request (S3 API reference). */
const DELETE_BATCH = 1000;

/** Objects in an S3 bucket. @throws on put/delete failures (after the SDK's retries) */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region ?? "us-east-1",
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle ?? false,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5000, requestTimeout: settings.timeoutMs ?? 30_000 },
    // Checksums only where the API demands them: several S3-compatible stores refuse the newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          bytes: await answer.Body.transformToByteArray(),
          contentType: answer.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = (answer.Errors ?? []).filter((failure) => failure.Code !== "NoSuchKey");
        if (failed.length > 0) {
          throw new Error(`S3: ${failed.length} Objekt(e) nicht gelöscht (${failed[0]?.Code ?? "unbekannt"}).`);
        }
      }
    },
  };
}

let configured: ObjectStorage | undefined;

/** The configured storage: S3 when S3_BUCKET is set, else PostgreSQL. */
export function objectStorage(): ObjectStorage {
  configured ??= env.S3_BUCKET
    ? s3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : postgresStorage();
  return configured;
}
