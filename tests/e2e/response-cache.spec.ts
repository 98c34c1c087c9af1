/**
 * The app server's micro-cache for one instance without a proxy
 * (lib/http/response-cache.ts), as the e2e server runs it (default RESPONSE_CACHE_MS): repeated
 * anonymous views of a public page are answered from it, a logged-in company's requests never are,
 * and the private document a logged-in company was shown never reaches an anonymous visitor.
 */
import { companyPage, createCompany } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("repeated anonymous views of a public page come from the micro-cache", async ({ request }) => {
  // Another spec's admin change may empty the cache between two requests: then the pair is repeated.
  await expect(async () => {
    const first = await request.get("/badezimmer");
    const second = await request.get("/badezimmer");
    expect(second.status()).toBe(200);
    expect(second.headers()["x-response-cache"]).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
  }).toPass({ timeout: 10_000 });
});

test("a logged-in company is never answered from the cache and leaves nothing in it", async ({ browser, request }) => {
  const account = {
    email: `e2e-microcache-${Date.now()}@example.at`,
    password: "cache-passwort-123",
    name: "Mikrocache Bau GmbH",
  };
  await createCompany(account, "Wien");
  const page = await companyPage(browser, account);

  // The same public page an anonymous visitor just got from the cache: rendered for the company.
  await request.get("/badezimmer");
  const personalPublic = await page.request.get("/badezimmer");
  expect(personalPublic.status()).toBe(200);
  expect(personalPublic.headers()["x-response-cache"]).toBeUndefined();

  // The dashboard document (its data loads in the browser), under its per-request nonce policy.
  const dashboard = await page.request.get("/company-dashboard", { maxRedirects: 0 });
  expect(dashboard.status()).toBe(200);
  expect(dashboard.headers()["x-response-cache"]).toBeUndefined();
  expect(dashboard.headers()["content-security-policy"]).toContain("'nonce-");

  // Right after, an anonymous request for the same address gets the way to the login, not that document.
  for (let attempt = 0; attempt < 2; attempt++) {
    const anonymousDashboard = await request.get("/company-dashboard", { maxRedirects: 0 });
    expect(anonymousDashboard.status()).toBe(307);
    expect(anonymousDashboard.headers()["location"]).toContain("/firmen-login");
  }

  await page.context().close();
});
