/**
 * @jest-environment node
 */
/**
 * The app server's micro-cache of anonymous public HTML (lib/http/response-cache.ts),
 * checked over real HTTP with the same chain as scripts/server.ts (cache, then compression, then the
 * page): what is answered from the cache, what never is, and that a revalidation empties it.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";

import { readFileSync } from "node:fs";
import path from "node:path";

import { PRIVATE_PATH_PATTERN, clearResponseCache, createResponseCache } from "@/lib/http/response-cache";

const STATIC_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'";
const TTL_MS = 400;

/** What the "page" behind the cache answers; `renders` counts how often it was asked. */
let page: (req: IncomingMessage, res: ServerResponse) => void;
let renders = 0;
let server: Server;
let base: string;

const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

beforeAll(async () => {
  const cache = createResponseCache(TTL_MS);
  server = createServer((req, res) => {
    if (cache.handle(req, res)) return;
    compress(req, res, () => {
      renders++;
      page(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  clearResponseCache();
  renders = 0;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A public ISR page as Next answers it: HTML, static policy, shared caching allowed; the body names the render. */
function publicPage(extra: Record<string, string> = {}, status = 200) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = status;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", STATIC_POLICY);
    res.setHeader("Cache-Control", "s-maxage=3600, stale-while-revalidate=31535999");
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    // Two chunks, as Next streams a document; long enough to be compressed.
    res.write(`<!DOCTYPE html><html><body><h1>Render ${renders}</h1>`);
    res.end(`<p>${"Badrenovierung in Wien. ".repeat(100)}</p></body></html>`);
  };
}

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  // Uncompressed unless a test asks otherwise, so that lengths can be compared.
  const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers }, method });
  return {
    status: response.status,
    cache: response.headers.get("x-response-cache"),
    headers: response.headers,
    body: await response.text(),
  };
}

describe("response micro-cache", () => {
  it("answers repeated requests for a public page from one render until the lifetime is over", async () => {
    page = publicPage();
    const first = await get("/badezimmer");
    const second = await get("/badezimmer");
    expect(first).toMatchObject({ status: 200, cache: "MISS" });
    expect(second).toMatchObject({ status: 200, cache: "HIT", body: first.body });
    expect(second.headers.get("content-security-policy")).toBe(STATIC_POLICY);
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(first.body)));
    expect(renders).toBe(1);

    const head = await get("/badezimmer", {}, "HEAD");
    expect(head).toMatchObject({ status: 200, cache: "HIT", body: "" });

    await sleep(TTL_MS + 100);
    const later = await get("/badezimmer");
    expect(later.cache).toBe("MISS");
    expect(first.body).toContain("Render 1");
    expect(later.body).toContain("Render 2");
    expect(renders).toBe(2);
  });

  it("keeps one entry per encoding: a gzip client gets gzip bytes, a plain client plain ones", async () => {
    page = publicPage();
    // Raw bytes through node's http (fetch would decompress on its own).
    const raw = (encoding: string) =>
      new Promise<{ cache: unknown; encoding: unknown; bytes: Buffer }>((resolve, reject) => {
        request(`${base}/blog`, { headers: { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              cache: res.headers["x-response-cache"],
              encoding: res.headers["content-encoding"],
              bytes: Buffer.concat(chunks),
            }),
          );
        })
          .on("error", reject)
          .end();
      });
    const plainFirst = await raw("identity");
    const gzipFirst = await raw("gzip");
    const gzipSecond = await raw("gzip");
    const plainSecond = await raw("identity");
    expect([plainFirst.cache, gzipFirst.cache, gzipSecond.cache, plainSecond.cache]).toEqual([
      "MISS",
      "MISS",
      "HIT",
      "HIT",
    ]);
    expect(gzipSecond.encoding).toBe("gzip");
    expect(gunzipSync(gzipSecond.bytes).toString()).toBe(gunzipSync(gzipFirst.bytes).toString());
    expect(plainSecond.bytes.toString()).toMatch(/^<!DOCTYPE html>/);
    expect(plainSecond.encoding).toBeUndefined();
    expect(renders).toBe(2);
  });

  it("keeps http and https apart: the HSTS header of an https response never reaches an http client", async () => {
    page = (req, res) => {
      if (req.headers["x-forwarded-proto"] === "https") res.setHeader("Strict-Transport-Security", "max-age=63072000");
      publicPage()(req, res);
    };
    await get("/", { "x-forwarded-proto": "https" });
    const overHttp = await get("/", { "x-forwarded-proto": "http" });
    expect(overHttp.cache).toBe("MISS");
    expect(overHttp.headers.get("strict-transport-security")).toBeNull();
    const overHttps = await get("/", { "x-forwarded-proto": "https" });
    expect(overHttps.cache).toBe("HIT");
    expect(overHttps.headers.get("strict-transport-security")).toBe("max-age=63072000");
  });

  it.each([
    ["sets a cookie", { "Set-Cookie": "a=b" }],
    ["is private", { "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate" }],
    ["carries a per-request nonce", { "Content-Security-Policy": "script-src 'nonce-abc' 'strict-dynamic'" }],
    ["is not HTML", { "Content-Type": "application/json" }],
  ])("never stores a response that %s", async (_label, headers) => {
    page = publicPage(headers);
    expect((await get("/kontakt")).cache).toBe("MISS");
    expect((await get("/kontakt")).cache).toBe("MISS");
    expect(renders).toBe(2);
  });

  it("never stores an error page", async () => {
    page = publicPage({}, 404);
    await get("/blog/unbekannt");
    expect((await get("/blog/unbekannt")).cache).toBe("MISS");
    expect(renders).toBe(2);
  });

  it.each([
    ["a logged-in person", "/badezimmer", { cookie: "theme=dark; authjs.session-token=abc" }],
    ["a logged-in person over https", "/badezimmer", { cookie: "__Secure-authjs.session-token.0=abc" }],
    ["a customer with project access", "/badezimmer", { cookie: "projekt_zugang=xyz" }],
    ["an Authorization header", "/badezimmer", { authorization: "Bearer abc" }],
    ["Next's client navigation", "/badezimmer", { rsc: "1" }],
    ["a prefetch", "/badezimmer", { "next-router-prefetch": "1" }],
  ])("never answers %s from the cache", async (_label, path, headers) => {
    page = publicPage();
    await get(path);
    const personal = await get(path, headers);
    expect(personal.cache).toBeNull();
    expect(renders).toBe(2);
    // …and what it got was not stored for anonymous visitors either.
    expect((await get(path)).cache).toBe("HIT");
  });

  it.each([
    "/api/blog-posts",
    "/mein-projekt/5",
    "/company-dashboard",
    "/badezimmer?_rsc=abc",
    "/_next/static/chunks/page.html",
  ])("never caches %s", async (path) => {
    page = publicPage();
    await get(path);
    expect((await get(path)).cache).toBeNull();
    expect(renders).toBe(2);
  });

  it("is emptied by a revalidation, and a response produced during one is not kept", async () => {
    page = publicPage();
    await get("/blog");
    expect((await get("/blog")).cache).toBe("HIT");
    clearResponseCache();
    expect((await get("/blog")).cache).toBe("MISS");

    // The page renders the old state, then the admin's change is revalidated before it is sent.
    page = (req, res) => {
      clearResponseCache();
      publicPage()(req, res);
    };
    await get("/preisleitfaden");
    page = publicPage();
    expect((await get("/preisleitfaden")).cache).toBe("MISS");
    expect((await get("/preisleitfaden")).cache).toBe("HIT");
  });

  it("keeps the same private paths as the proxy's micro-cache (deploy/nginx.conf)", () => {
    const nginx = readFileSync(path.join(process.cwd(), "deploy", "nginx.conf"), "utf8");
    const map = /map \$uri \$renovio_private_path \{[^}]*?"~([^"]+)" 1;/.exec(nginx);
    expect(map?.[1]).toBe(PRIVATE_PATH_PATTERN.source.replaceAll("\\/", "/"));
  });
});
