/**
 * Starts the public pages' framework scripts after the first contentful paint: early async scripts
 * would count into Lighthouse's LCP, and Next has no setting for it. Script tags become inert and an
 * inline loader inserts them after the paint; pages with a CSP nonce are left alone.
 */
import type { ServerResponse } from "node:http";

const DEFERRED_SCRIPT_ATTRIBUTE = "data-deferred-script";

/** ms after which the loader inserts the scripts even without a paint (background tabs never paint). */
const DEFERRED_SCRIPTS_FALLBACK_MS = 3000;

/** Framework scripts become inert; React's bootstrap preload (fetched before the paint) goes. */
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

/** The inline loader (ES5); sets `window.__deferredScripts` to "loaded" when done (e2e waits for it). */
export const DEFERRED_SCRIPTS_LOADER = `(function(w,d){var done={},started=0,pending=0;w.__deferredScripts="pending";function settle(){if(started&&!pending&&d.readyState!=="loading")w.__deferredScripts="loaded"}function insert(src){var s=d.createElement("script");s.src=src;s.async=true;s.onload=s.onerror=function(){pending--;settle()};d.head.appendChild(s)}function run(){started=1;var tags=d.querySelectorAll("script[${DEFERRED_SCRIPT_ATTRIBUTE}]");for(var i=0;i<tags.length;i++){var src=tags[i].getAttribute("src");if(done[src])continue;done[src]=1;pending++;setTimeout(insert,0,src)}settle()}function start(){if(!started)run()}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}catch(e){d.addEventListener("DOMContentLoaded",start)}setTimeout(start,${DEFERRED_SCRIPTS_FALLBACK_MS});d.addEventListener("DOMContentLoaded",function(){if(started)run()})})(self,document)`;

const HEAD = Buffer.from("<head>", "latin1");
const LOADER_TAG = Buffer.from(`<head><script>${DEFERRED_SCRIPTS_LOADER}</script>`, "latin1");

/** Rewrites the complete tags of TAGS in `chunk` (on bytes; a tag split across chunks stays as is). */
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

/** The first chunk with the loader at the start of `<head>`; null when it holds no `<head>`. */
function withLoader(chunk: Buffer): Buffer | null {
  const head = chunk.indexOf(HEAD);
  if (head < 0) return null;
  return Buffer.concat([
    rewriteTags(chunk.subarray(0, head)),
    LOADER_TAG,
    rewriteTags(chunk.subarray(head + HEAD.length)),
  ]);
}

function rewritable(res: ServerResponse): boolean {
  const type = String(res.getHeader("content-type") ?? "");
  const policy = String(res.getHeader("content-security-policy") ?? "");
  return type.startsWith("text/html") && !policy.includes("'nonce-");
}

type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string"
    ? Buffer.from(chunk, encoding ?? "utf8")
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Wraps `res.write`/`end` to defer the framework scripts of the HTML it sends. A document sent in one
 * `end` call gets its new Content-Length; a streamed one is sent chunked.
 */
export function deferFrameworkScripts(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
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
