/**
 * A stand-in for an S3-compatible store on 127.0.0.1 (path-style URLs `/<bucket>/<key>`): PutObject, GetObject,
 * DeleteObject and DeleteObjects (POST `?delete`, XML) on an in-memory bucket, answering in S3's documented
 * formats. Signatures are not checked, only that a SigV4 Authorization header is sent.
 *
 * @example
 *   const fake = await startFakeS3("renovio-test");
 *   const storage = s3Storage({ bucket: "renovio-test", endpoint: fake.url, forcePathStyle: true, … });
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3Request {
  method: string;
  /** The path as sent, e.g. "/bucket/some%20key". */
  path: string;
  /** The query's names, e.g. ["delete"] for DeleteObjects. */
  query: string[];
  signed: boolean;
}

export interface FakeS3 {
  url: string;
  /** The bucket's objects by key. */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  requests: FakeS3Request[];
  /** Keys DeleteObjects reports as failed (AccessDenied), for error paths. */
  refuseDeleting: Set<string>;
  close(): Promise<void>;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const xmlUnescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

function errorXml(code: string, message: string, key: string): string {
  const fields = `<Code>${code}</Code><Message>${message}</Message><Key>${xmlEscape(key)}</Key>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${fields}<RequestId>fake</RequestId></Error>`;
}

/** Starts the fake store for `bucket` on a free port. */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects: FakeS3["objects"] = new Map();
  const requests: FakeS3Request[] = [];
  const refuseDeleting = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://fake");
      const authorization = req.headers.authorization ?? "";
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        query: [...url.searchParams.keys()],
        signed: authorization.startsWith("AWS4-HMAC-SHA256"),
      });
      const [, bucketName, ...keyParts] = url.pathname.split("/");
      const key = decodeURIComponent(keyParts.join("/"));
      const xml = (status: number, text: string) => {
        res.writeHead(status, { "content-type": "application/xml" });
        res.end(text);
      };
      if (bucketName !== bucket) return xml(404, errorXml("NoSuchBucket", "The specified bucket does not exist", ""));

      if (req.method === "PUT" && key) {
        objects.set(key, { bytes: body, contentType: req.headers["content-type"] ?? "binary/octet-stream" });
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      }
      if ((req.method === "GET" || req.method === "HEAD") && key) {
        const object = objects.get(key);
        if (!object) return xml(404, errorXml("NoSuchKey", "The specified key does not exist.", key));
        res.writeHead(200, {
          "content-type": object.contentType,
          "content-length": String(object.bytes.length),
          etag: '"fake"',
        });
        return res.end(req.method === "GET" ? object.bytes : undefined);
      }
      if (req.method === "DELETE" && key) {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === "POST" && !key && url.searchParams.has("delete")) {
        const text = body.toString("utf8");
        const quiet = /<Quiet>\s*true\s*<\/Quiet>/i.test(text);
        const keys = [...text.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((match) => xmlUnescape(match[1]!));
        const results = keys.map((deleted) => {
          if (refuseDeleting.has(deleted)) {
            return `<Error><Key>${xmlEscape(deleted)}</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`;
          }
          objects.delete(deleted);
          return quiet ? "" : `<Deleted><Key>${xmlEscape(deleted)}</Key></Deleted>`;
        });
        return xml(
          200,
          `<?xml version="1.0" encoding="UTF-8"?>\n<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${results.join("")}</DeleteResult>`,
        );
      }
      xml(501, errorXml("NotImplemented", "Not implemented by the fake store", key));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    refuseDeleting,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
