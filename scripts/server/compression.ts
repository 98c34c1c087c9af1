/**
 * gzip/brotli for clients that ask (nginx in front asks for none and compresses itself). Here rather
 * than Next's own (`compress: false` in next.config.mjs), so that the HTML script rewriting sees the
 * document before it is compressed.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";

/** Compresses `res` as `req` asks, then calls `next`. */
export const compress = compression() as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;
