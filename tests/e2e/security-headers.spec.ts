/**
 * Browser security headers on every kind of response: the static pages' policy, the
 * nonce policy of the per-request private pages (which still hydrate under it), no-referrer on the
 * pages whose URL holds a secret, HSTS only over https, and the headers on API answers.
 */
import type { APIResponse, Response } from "@playwright/test";
import { hashPassword } from "../../lib/auth/password";
import { queryRows } from "./support/db";
import { expect, test, type Page } from "./support/fixtures";

type AnyResponse = Response | APIResponse;

/** The response's values of `name` (several when the header was sent more than once). */
async function headerValues(response: AnyResponse, name: string): Promise<string[]> {
  return (await response.headersArray())
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);
}

/** The directives of the response's one Content-Security-Policy, by name. */
async function cspDirectives(response: AnyResponse): Promise<Map<string, string>> {
  const policies = await headerValues(response, "content-security-policy");
  expect(policies, "exactly one Content-Security-Policy header").toHaveLength(1);
  return new Map(
    policies[0]!
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...values] = directive.split(/\s+/);
        return [name!, values.join(" ")] as const;
      }),
  );
}

/** The headers every response carries, whatever its policy variant. */
async function expectCommonHeaders(response: AnyResponse, referrerPolicy = "strict-origin-when-cross-origin") {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe(referrerPolicy);
  expect(headers["x-frame-options"]).toBe("DENY");
  for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  }
  // `next start` speaks http: no HSTS unless a proxy reports https (see the HSTS test).
  expect(headers["strict-transport-security"]).toBeUndefined();
  const csp = await cspDirectives(response);
  expect(csp.get("default-src")).toBe("'self'");
  expect(csp.get("frame-ancestors")).toBe("'none'");
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("base-uri")).toBe("'none'");
  expect(csp.get("form-action")).toBe("'self'");
  expect(csp.get("img-src")).toContain("data:");
  expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
  return csp;
}

async function expectStaticPolicy(response: AnyResponse, referrerPolicy?: string) {
  const csp = await expectCommonHeaders(response, referrerPolicy);
  expect(csp.get("script-src")).toBe("'self' 'unsafe-inline'");
}

async function open(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response, `a response for ${path}`).not.toBeNull();
  return response!;
}

test("static public pages, the quiz, the login and the API carry the static policy and the common headers", async ({
  page,
  request,
}) => {
  await expectStaticPolicy(await open(page, "/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The quiz works under the policy (the fixture fails the test on any violation).
  await expectStaticPolicy(await open(page, "/quiz/badrenovierung"));
  await expect(page.getByRole("progressbar")).toBeVisible();

  await expectStaticPolicy(await open(page, "/admin-login"));
  await expectStaticPolicy(await open(page, "/firmen-login"));

  // An API answer and a static asset carry them too.
  await expectStaticPolicy(await request.get("/api/quizzes"));
  await expectStaticPolicy(await request.get("/icon.svg"));
});

test("pages whose URL holds a secret send no referrer", async ({ page, consoleGuard }) => {
  // Unknown offers and projects answer the German 404 page, with the headers all the same.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  await expectStaticPolicy(await open(page, "/offer/e2e-unbekannt"), "no-referrer");
  await expectStaticPolicy(await open(page, "/badezimmer-angebote/999999999"), "no-referrer");

  const setup = await open(page, "/password-setup/e2e-unbekanntes-token");
  await expectCommonHeaders(setup, "no-referrer");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("HSTS is sent only when the reverse proxy reports https", async ({ request }) => {
  const https = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(https.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  const http = await request.get("/", { headers: { "x-forwarded-proto": "http" } });
  expect(http.headers()["strict-transport-security"]).toBeUndefined();
});

test("the company dashboard gets a fresh script nonce per request and hydrates under it", async ({ page }) => {
  const email = `e2e-csp-${Date.now()}@example.at`;
  const [user] = await queryRows<{ id: number }>(
    "insert into users (email, password, role) values ($1, $2, 'company') returning id",
    [email, await hashPassword("csp-passwort-123")],
  );
  await queryRows("insert into companies (user_id, name, verified) values ($1, 'CSP Bau GmbH', true)", [user!.id]);

  await open(page, "/firmen-login");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill("csp-passwort-123");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/company-dashboard$/);

  const nonces: string[] = [];
  for (let load = 0; load < 2; load += 1) {
    const response = await open(page, "/company-dashboard");
    const csp = await expectCommonHeaders(response);
    const script = csp.get("script-src") ?? "";
    expect(script).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'$/);
    const nonce = /'nonce-([^']+)'/.exec(script)![1]!;
    nonces.push(nonce);
    // Next stamped its scripts with this request's nonce.
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);

  // Hydrated: the client-side logout works.
  await expect(page.getByRole("heading", { level: 1, name: "Willkommen, CSP Bau GmbH" })).toBeVisible();
  await page.getByRole("button", { name: "Abmelden" }).first().click();
  await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();
});
