/**
 * Paint first, then hydrate (issue 16 §5): the public pages' framework scripts start only after the
 * browser has shown the first content.
 *
 * Next emits its chunks as `<script src="/_next/static/…" async="">` tags. An async script runs as
 * soon as it has arrived, and on a fast connection (or from the browser cache) that is before the
 * first frame is on screen: the whole framework is evaluated while the visitor still sees nothing,
 * and Lighthouse counts every script into the largest contentful paint. Next has no setting for
 * this, so the app server (scripts/server.ts) rewrites the HTML as it streams out:
 *
 * - each `<script src="/_next/static/…" async=""></script>` becomes an inert
 *   `<script type="text/plain" src="…" data-deferred-script>`, which the browser neither fetches
 *   nor runs; React's low-priority preload of the bootstrap script goes;
 * - a small inline loader, the first element of `<head>`, inserts those scripts (async, any order,
 *   as before) once the browser reports its first contentful paint, which it does only after the
 *   frame has been presented. Where the Paint Timing API is missing it waits for DOMContentLoaded;
 *   3 s after the document started it inserts them in any case (a tab in the background paints
 *   nothing). Tags that the parser reaches after that are inserted at DOMContentLoaded. Each script
 *   is inserted in a task of its own: starting a dozen requests in one go is a long task of its own.
 *
 * The price: the scripts are requested after the first paint instead of beside the stylesheet, so
 * on a slow first visit the page becomes interactive later by about the time from the HTML to the
 * first paint (from the browser cache, hardly at all); in exchange the first paint no longer shares
 * the connection and the main thread with ~180 kB of JavaScript. Preloading them instead is no
 * help: a script downloaded before the paint counts into Lighthouse's LCP estimate even when it
 * runs later.
 *
 * Only complete HTML documents whose first chunk holds `<head>` are rewritten, and only under the
 * static Content-Security-Policy that allows inline scripts: the private pages with a per-request
 * nonce (proxy.ts) are left alone. The rewrite works on bytes (the patterns are ASCII, so UTF-8 text
 * around them is untouched); a tag split across two chunks stays an ordinary async script.
 * `window.__deferredScripts` is "pending" until every inserted script has loaded after
 * DOMContentLoaded, then "loaded" (the e2e tests wait for it before they click).
 */
import type { ServerResponse } from "node:http";

/** Marks the inert tags the loader turns into scripts. */
const DEFERRED_SCRIPT_ATTRIBUTE = "data-deferred-script";

/** Milliseconds after which the loader inserts the scripts even without a paint. */
const DEFERRED_SCRIPTS_FALLBACK_MS = 3000;

/**
 * The tags rewritten, each found by its opening bytes and checked whole: the framework's script tags
 * as React writes them (no integrity, no nonce on these pages) become inert tags; React's
 * low-priority preload of the bootstrap script, which would fetch it before the paint, goes.
 */
const TAGS = [
  {
    start: Buffer.from('<script src="/_next/static/', "latin1"),
    end: Buffer.from("</script>", "latin1"),
    whole: /^<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>$/,
    replace: (src: string) => `<script type="text/plain" src="${src}" ${DEFERRED_SCRIPT_ATTRIBUTE}=""></script>`,
  },
  {
    start: Buffer.from('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/', "latin1"),
    end: Buffer.from("/>", "latin1"),
    whole: /^<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>$/,
    replace: () => "",
  },
];

/** The inline loader (ES5, no dependencies), run as the first element of `<head>`. */
export const DEFERRED_SCRIPTS_LOADER = `(function(w,d){var done={},started=0,pending=0;w.__deferredScripts="pending";function settle(){if(started&&!pending&&d.readyState!=="loading")w.__deferredScripts="loaded"}function insert(src){var s=d.createElement("script");s.src=src;s.async=true;s.onload=s.onerror=function(){pending--;settle()};d.head.appendChild(s)}function run(){started=1;var tags=d.querySelectorAll("script[${DEFERRED_SCRIPT_ATTRIBUTE}]");for(var i=0;i<tags.length;i++){var src=tags[i].getAttribute("src");if(done[src])continue;done[src]=1;pending++;setTimeout(insert,0,src)}settle()}function start(){if(!started)run()}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}catch(e){d.addEventListener("DOMContentLoaded",start)}setTimeout(start,${DEFERRED_SCRIPTS_FALLBACK_MS});d.addEventListener("DOMContentLoaded",function(){if(started)run()})})(self,document)`;

const HEAD = Buffer.from("<head>", "latin1");
const LOADER_TAG = Buffer.from(`<head><script>${DEFERRED_SCRIPTS_LOADER}</script>`, "latin1");

/**
 * Rewrites the complete tags of TAGS in `chunk`; returns `chunk` itself when there is none. Works on
 * bytes (Buffer.indexOf), so the ~200 kB of a page cost no string conversion.
 */
function rewriteTags(chunk: Buffer): Buffer {
  const parts: Buffer[] = [];
  let copied = 0;
  let from = 0;
  for (;;) {
    let at = -1;
    let tag: (typeof TAGS)[number] | undefined;
    for (const candidate of TAGS) {
      const index = chunk.indexOf(candidate.start, from);
      if (index >= 0 && (at < 0 || index < at)) [at, tag] = [index, candidate];
    }
    if (!tag) break;
    const close = chunk.indexOf(tag.end, at);
    if (close < 0) break;
    const end = close + tag.end.length;
    const match = tag.whole.exec(chunk.toString("latin1", at, end));
    if (match) {
      parts.push(chunk.subarray(copied, at), Buffer.from(tag.replace(match[1]!), "latin1"));
      copied = end;
    }
    from = match ? end : at + 1;
  }
  if (parts.length === 0) return chunk;
  parts.push(chunk.subarray(copied));
  return Buffer.concat(parts);
}

/**
 * The document's first chunk with the loader as the first element of `<head>` and its tags
 * rewritten; null when the chunk holds no `<head>` (the document is then left as it is).
 */
function withLoader(chunk: Buffer): Buffer | null {
  const head = chunk.indexOf(HEAD);
  if (head < 0) return null;
  return Buffer.concat([
    rewriteTags(chunk.subarray(0, head)),
    LOADER_TAG,
    rewriteTags(chunk.subarray(head + HEAD.length)),
  ]);
}

/** True when the response is an HTML document under a policy that allows the inline loader. */
function rewritable(res: ServerResponse): boolean {
  const type = String(res.getHeader("content-type") ?? "");
  const policy = String(res.getHeader("content-security-policy") ?? "");
  return type.startsWith("text/html") && !policy.includes("'nonce-");
}

type Chunk = string | Uint8Array;

/** The chunk as bytes (strings in the given encoding, UTF-8 by default). */
function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string"
    ? Buffer.from(chunk, encoding ?? "utf8")
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Makes `res` defer the framework scripts of the HTML document it sends (see the module comment).
 * Call before the response is handed to Next; wraps `res.write` and `res.end`. A rewritten document
 * sent in one `end` call gets its new Content-Length; one sent in several writes is sent chunked.
 */
export function deferFrameworkScripts(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  /** null: not decided yet (no body byte seen); then whether this document is rewritten. */
  let rewriting: boolean | null = null;

  const transform = (chunk: unknown, encoding: unknown): Chunk | undefined => {
    if (rewriting === false) return undefined;
    if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) return undefined;
    if (chunk.length === 0) return undefined;
    const bytes = toBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined);
    if (rewriting) return rewriteTags(bytes);
    const first = rewritable(res) ? withLoader(bytes) : null;
    rewriting = first !== null;
    if (first && !res.headersSent) res.removeHeader("content-length");
    return first ?? undefined;
  };

  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    const rewritten = transform(chunk, rest[0]);
    if (rewritten === undefined) return write(chunk, ...rest);
    // The rewritten chunk is bytes: drop a string encoding argument, keep the callback.
    return write(rewritten, ...rest.filter((arg) => typeof arg === "function"));
  }) as ServerResponse["write"];

  res.end = ((...args: unknown[]) => {
    const whole = rewriting === null;
    const rewritten = transform(args[0], args[1]);
    if (rewritten === undefined) return end(...args);
    // The whole document in one call (a cached page): its length is known, so it is not sent chunked.
    if (whole && !res.headersSent) res.setHeader("content-length", Buffer.byteLength(rewritten));
    return end(rewritten, ...args.slice(1).filter((arg) => typeof arg === "function"));
  }) as ServerResponse["end"];
}
