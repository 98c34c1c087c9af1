/** Production HTML documents run Next's scripts after the first contentful paint (lib/http/deferred-scripts.ts). */
import type { ServerResponse } from "node:http";
import { deferFrameworkScripts } from "../../lib/http/deferred-scripts";

/** Rewrites the script tags of an HTML document written to `res`; leaves `next dev` alone. */
export function rewriteHtmlScripts(res: ServerResponse, dev: boolean): void {
  if (!dev) deferFrameworkScripts(res);
}
