/**
 * @jest-environment node
 */
/**
 * Paint first, then hydrate (lib/http/deferred-scripts.ts): the app server rewrites the
 * framework's script tags of public HTML documents into inert tags that an inline loader starts
 * after the first contentful paint. Checked over real HTTP, as a browser receives the document.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { DEFERRED_SCRIPTS_LOADER, deferFrameworkScripts } from "@/lib/http/deferred-scripts";

const STATIC_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'";
const NONCE_POLICY = "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'";

/** A document as Next streams it: framework scripts in the head, the bootstrap script after the content. */
const HEAD =
  '<!DOCTYPE html><html lang="de-AT"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const BODY =
  '<body><h1>Küchenrenovierung in Wien</h1><script src="/_next/static/chunks/boot.js" async=""></script><script>self.__next_f.push([1,"Bäder"])</script></body></html>';

type Handler = (res: ServerResponse) => void;

let server: Server;
let handler: Handler;

beforeAll(async () => {
  server = createServer((_req, res) => {
    deferFrameworkScripts(res);
    handler(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Fetches the document `respond` writes; returns status, headers and body text. */
async function serve(respond: Handler) {
  handler = respond;
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`);
  return { headers: response.headers, body: await response.text() };
}

/** Writes `parts` as separate chunks (Buffers), the last one with `end`. */
function writeChunks(res: ServerResponse, parts: Buffer[]) {
  parts.slice(0, -1).forEach((part) => res.write(part));
  res.end(parts.at(-1));
}

function htmlResponse(res: ServerResponse, policy: string, body: string) {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", policy);
  res.setHeader("Content-Length", Buffer.byteLength(body));
}

describe("deferFrameworkScripts", () => {
  it("turns every framework script of a public page into an inert tag and puts the loader first in <head>", async () => {
    const document = HEAD + BODY;
    const { headers, body } = await serve((res) => {
      htmlResponse(res, STATIC_POLICY, document);
      res.end(document);
    });
    expect(
      body.startsWith(
        `<!DOCTYPE html><html lang="de-AT"><head><script>${DEFERRED_SCRIPTS_LOADER}</script><meta charSet="utf-8"/>`,
      ),
    ).toBe(true);
    expect(body).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    for (const chunk of ["one", "two", "boot"]) {
      expect(body).toContain(
        `<script type="text/plain" src="/_next/static/chunks/${chunk}.js" data-deferred-script=""></script>`,
      );
    }
    // React's preload of the bootstrap script would fetch it before the paint.
    expect(body).not.toContain('rel="preload" as="script"');
    // Untouched: the stylesheet, the legacy-browser polyfills, inline scripts and the text.
    expect(body).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(body).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(body).toContain("<h1>Küchenrenovierung in Wien</h1>");
    expect(body).toContain('self.__next_f.push([1,"Bäder"])');
    // The length changed: the whole document came in one call, so it carries its new length.
    expect(headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(headers.get("transfer-encoding")).toBeNull();
  });

  it("rewrites a streamed document chunk by chunk and keeps UTF-8 characters split between chunks intact", async () => {
    const bytes = Buffer.from(HEAD + BODY, "utf8");
    // Split inside the two bytes of "ü" of "Küchenrenovierung".
    const umlaut = bytes.indexOf(Buffer.from("ü", "utf8"));
    const { headers, body } = await serve((res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", STATIC_POLICY);
      res.setHeader("Content-Length", bytes.length);
      writeChunks(res, [bytes.subarray(0, umlaut + 1), bytes.subarray(umlaut + 1)]);
    });
    // Sent in parts: the new length is not known when the headers go out, so no stale Content-Length.
    expect(headers.get("content-length")).toBeNull();
    expect(body).toContain("<h1>Küchenrenovierung in Wien</h1>");
    expect(body).toContain(
      `<script type="text/plain" src="/_next/static/chunks/boot.js" data-deferred-script=""></script>`,
    );
    expect(body).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
  });

  it("leaves the nonce pages (dashboards) as Next wrote them", async () => {
    const document = HEAD + BODY;
    const { headers, body } = await serve((res) => {
      htmlResponse(res, NONCE_POLICY, document);
      res.end(document);
    });
    expect(body).toBe(document);
    expect(headers.get("content-length")).toBe(String(Buffer.byteLength(document)));
  });

  it("leaves a document alone whose first chunk holds no <head> (the loader could not go first)", async () => {
    const { body } = await serve((res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      writeChunks(res, [Buffer.from("<!DOCTYPE html><html>"), Buffer.from(HEAD.slice(HEAD.indexOf("<head>")) + BODY)]);
    });
    expect(body).toBe(`<!DOCTYPE html><html>${HEAD.slice(HEAD.indexOf("<head>"))}${BODY}`);
  });

  it("leaves responses that are no HTML documents alone", async () => {
    const json = JSON.stringify({ html: '<head><script src="/_next/static/chunks/one.js" async=""></script>' });
    const { headers, body } = await serve((res) => {
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Content-Length", Buffer.byteLength(json));
      res.end(json);
    });
    expect(body).toBe(json);
    expect(headers.get("content-length")).toBe(String(Buffer.byteLength(json)));
  });
});
