/**
 * A stand-in for OpenAI's chat completions API on 127.0.0.1 for integration tests (AI
 * offer texts through OPENAI_BASE_URL). Records every request (method, path, headers, JSON body)
 * and answers according to `mode`:
 *
 * - "good": a valid structured answer (`texts`, default GOOD_TEXTS) as the message content
 * - "malformed": content that is not JSON
 * - "timeout": never answers within the test (holds the request for `holdMs`)
 * - "error": HTTP 500 with an OpenAI-style error body
 * - "content": the message content `content` as given (e.g. texts stating other prices)
 *
 * @example
 *   const fake = await startFakeOpenAi();
 *   await withEnv({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url }, …);
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export type FakeOpenAiMode = "good" | "malformed" | "timeout" | "error" | "content";

export interface TierTextsAnswer {
  description: string;
  timeline: string;
}

export interface FakeOpenAi {
  /** Base URL including /v1, e.g. "http://127.0.0.1:41234/v1". */
  url: string;
  requests: FakeOpenAiRequest[];
  mode: FakeOpenAiMode;
  /** Structured answer in "good" mode. */
  texts: Record<"budget" | "standard" | "premium", TierTextsAnswer>;
  /** Raw message content in "content" mode. */
  content: string;
  /** How long a "timeout" request is held before the connection is closed (ms). */
  holdMs: number;
  reset(): void;
  close(): Promise<void>;
}

/** Texts of a good answer: no amounts; the timelines must match the engine's weeks (set per test). */
export const GOOD_TEXTS: FakeOpenAi["texts"] = {
  budget: {
    description: "KI: Solide Erneuerung Ihres Bades mit pflegeleichten Materialien.",
    timeline: "Fertigstellung in 2–3 Wochen",
  },
  standard: {
    description: "KI: Ausgewogene Sanierung mit langlebigen Markenprodukten.",
    timeline: "Fertigstellung in 3–4 Wochen",
  },
  premium: {
    description: "KI: Hochwertiges Wellness-Bad mit Designmaterialien.",
    timeline: "Fertigstellung in 3–5 Wochen",
  },
};

function completion(content: string) {
  return {
    id: "chatcmpl-fake-1",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "gpt-4o-mini",
    choices: [
      { index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** Starts the fake server on a free port of 127.0.0.1. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake = {
    requests: [] as FakeOpenAiRequest[],
    mode: "good" as FakeOpenAiMode,
    texts: structuredClone(GOOD_TEXTS),
    content: "",
    holdMs: 10_000,
    reset() {
      fake.requests.length = 0;
      fake.mode = "good";
      fake.texts = structuredClone(GOOD_TEXTS);
      fake.content = "";
    },
  };
  const held = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      fake.requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: raw ? JSON.parse(raw) : {},
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      switch (fake.mode) {
        case "good":
          return send(200, completion(JSON.stringify(fake.texts)));
        case "malformed":
          return send(200, completion('{"budget": {"description": "abgeschnitten'));
        case "content":
          return send(200, completion(fake.content));
        case "error":
          return send(500, { error: { message: "Interner Fehler", type: "server_error", code: null } });
        case "timeout": {
          const timer = setTimeout(() => {
            held.delete(timer);
            res.destroy();
          }, fake.holdMs);
          held.add(timer);
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of held) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
