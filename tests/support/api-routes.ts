/**
 * The route handlers under app/api, discovered from the file system (tests that must cover every
 * route: guards, audit coverage). A new route is picked up without any list to update.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { BuiltRoute } from "@/lib/http/route";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** One exported handler: "METHOD /api/path" with its [param] names. */
export interface Endpoint {
  key: string;
  method: Method;
  route: string;
  params: string[];
  handler: BuiltRoute;
}

const API_DIR = path.join(process.cwd(), "app", "api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/**
 * Imports every app/api route module.
 *
 * @returns the handlers built by `defineRoute`, and the exports named like an HTTP method that are
 *   not ("METHOD /api/path").
 */
export async function discoverEndpoints(): Promise<{ endpoints: Endpoint[]; unwrapped: string[] }> {
  const endpoints: Endpoint[] = [];
  const unwrapped: string[] = [];
  for (const file of routeFiles(API_DIR)) {
    const route = `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`;
    const mod = (await import(file)) as Record<string, unknown>;
    for (const name of Object.keys(mod)) {
      if (/^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(name) && !(mod[name] as Partial<BuiltRoute>).routeMeta) {
        unwrapped.push(`${name} ${route}`);
      }
    }
    for (const method of METHODS) {
      const handler = mod[method] as BuiltRoute | undefined;
      if (!handler?.routeMeta) continue;
      const params = [...route.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!);
      endpoints.push({ key: `${method} ${route}`, method, route, params, handler });
    }
  }
  return { endpoints, unwrapped };
}
