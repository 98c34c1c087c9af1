/**
 * Browser security headers (lib/security/headers.mjs): the two CSP variants, and that
 * next.config's static policy and proxy.ts's nonce policy split the paths without gap or overlap
 * (matched with the regex Next compiles for the routes manifest).
 */
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { NONCE_CSP_PATH_PATTERN, contentSecurityPolicy, securityHeaderRoutes } from "@/lib/security/headers.mjs";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1).join(" ")]));

test("the static policy allows inline scripts but no eval, plugins, base changes, foreign forms or framing", () => {
  const csp = directives(contentSecurityPolicy());
  expect(csp.get("script-src")).toBe("'self' 'unsafe-inline'");
  expect(csp.get("default-src")).toBe("'self'");
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("base-uri")).toBe("'none'");
  expect(csp.get("form-action")).toBe("'self'");
  expect(csp.get("frame-ancestors")).toBe("'none'");
  expect(csp.get("img-src")).toBe("'self' data: blob:");
});

test("the nonce policy trusts only the nonce (and what it loads); development alone adds 'unsafe-eval'", () => {
  expect(directives(contentSecurityPolicy({ nonce: "abc123==" })).get("script-src")).toBe(
    "'self' 'nonce-abc123==' 'strict-dynamic'",
  );
  expect(directives(contentSecurityPolicy({ nonce: "abc123==" })).get("script-src")).not.toContain("unsafe");
  expect(directives(contentSecurityPolicy({ nonce: "n", development: true })).get("script-src")).toBe(
    "'self' 'nonce-n' 'strict-dynamic' 'unsafe-eval'",
  );
  expect(directives(contentSecurityPolicy({ development: true })).get("script-src")).toBe(
    "'self' 'unsafe-inline' 'unsafe-eval'",
  );
});

function routesFor(pathname: string, headers: Record<string, string> = {}) {
  return securityHeaderRoutes().filter((route) => {
    // The regex Next writes into the routes manifest for this entry.
    if (!new RegExp(buildCustomRoute("header", route).regex).test(pathname)) return false;
    return (route.has ?? []).every((has) => new RegExp(`^${has.value}$`).test(headers[has.key] ?? ""));
  });
}

/** The header values a response for `pathname` gets from next.config (later entries win, as in Next). */
function headersFor(pathname: string, requestHeaders: Record<string, string> = {}) {
  const result = new Map<string, string>();
  for (const route of routesFor(pathname, requestHeaders))
    for (const { key, value } of route.headers) result.set(key, value);
  return result;
}

test.each([
  ["/", false],
  ["/blog/badsanierung", false],
  ["/quiz/badrenovierung", false],
  ["/admin-login", false],
  ["/firmen-login", false],
  ["/password-setup", false],
  ["/api/quizzes", false],
  ["/_next/static/chunks/a.js", false],
  ["/dashboards-und-mehr", false],
  ["/admin-dashboard", true],
  ["/admin-dashboard/projekte", true],
  ["/company-dashboard/werbung", true],
  ["/dashboard", true],
  ["/password-setup/token123", true],
])("%s: exactly one of the static policy (next.config) and the nonce policy (proxy.ts)", (pathname, nonce) => {
  expect(NONCE_CSP_PATH_PATTERN.test(pathname)).toBe(nonce);
  expect(headersFor(pathname).has("Content-Security-Policy")).toBe(!nonce);
  expect(headersFor(pathname).get("X-Content-Type-Options")).toBe("nosniff");
});

test("no referrer from the pages whose URL holds a secret; strict-origin-when-cross-origin elsewhere", () => {
  for (const pathname of ["/password-setup/abc", "/offer/xyz", "/badezimmer-angebote/42"]) {
    expect(headersFor(pathname).get("Referrer-Policy")).toBe("no-referrer");
  }
  expect(headersFor("/offerte").get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(headersFor("/").get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
});

test("HSTS only when the reverse proxy reports https", () => {
  const hsts = (proto?: string) =>
    headersFor("/", proto ? { "x-forwarded-proto": proto } : {}).get("Strict-Transport-Security");
  expect(hsts("https")).toBe("max-age=63072000; includeSubDomains");
  expect(hsts("https, http")).toBe("max-age=63072000; includeSubDomains");
  expect(hsts("http")).toBeUndefined();
  expect(hsts()).toBeUndefined();
});
