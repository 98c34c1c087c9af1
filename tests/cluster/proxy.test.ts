/**
 * deploy/nginx.conf in the local cluster: the access log never holds a working link (the secret path
 * segment becomes {token}, query strings are not logged), and X-Forwarded-Proto is kept only from the
 * trusted hop in front (scripts/cluster.ts CLUSTER_TRUSTED_HOP, standing in for a TLS-terminating load balancer), so the
 * app sends HSTS behind it, while a client cannot fake https.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { call, clusterState, within } from "./cluster";

/** GET `pathname` through the proxy from `localAddress`; resolves with the status and headers. */
function getFrom(
  localAddress: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<http.IncomingMessage> {
  const proxy = new URL(clusterState().proxyUrl);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: proxy.hostname, port: proxy.port, path: pathname, localAddress, headers },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response));
      },
    );
    request.on("error", reject);
  });
}

it("writes link paths with {token} and no query string into the access log", async () => {
  const secret = randomBytes(32).toString("base64url");
  const paths = [
    `/mein-projekt/${secret}`,
    `/api/mein-projekt/${secret}/offers`,
    `/password-setup/${secret}`,
    `/api/auth/validate-setup-token/${secret}`,
    `/api/reviews/invitation/${secret}`,
    `/bewertung/${secret}`,
    `/offer/${secret}?k=${secret}`,
    `/api/admin/projects?q=${secret}%40example.at`,
  ];
  for (const pathname of paths) await call(pathname);
  const logFile = path.join(clusterState().tempDir, "access.log");
  const logged = () => readFileSync(logFile, "utf8");
  await within(2000, "access log written", async () => logged().includes("/api/admin/projects?..."));

  expect(logged()).not.toContain(secret);
  for (const masked of [
    '"GET /mein-projekt/{token} ',
    '"GET /api/mein-projekt/{token}/offers ',
    '"GET /password-setup/{token} ',
    '"GET /api/auth/validate-setup-token/{token} ',
    '"GET /api/reviews/invitation/{token} ',
    '"GET /bewertung/{token} ',
    '"GET /offer/{token}?... ',
  ]) {
    expect(logged()).toContain(masked);
  }
});

it("keeps X-Forwarded-Proto from the trusted hop (HSTS), replaces it from anyone else", async () => {
  const fromHop = await getFrom(clusterState().trustedHop, "/api/health", { "x-forwarded-proto": "https" });
  expect(fromHop.statusCode).toBe(200);
  expect(fromHop.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);

  const fromClient = await getFrom("127.0.0.1", "/api/health", { "x-forwarded-proto": "https" });
  expect(fromClient.statusCode).toBe(200);
  expect(fromClient.headers["strict-transport-security"]).toBeUndefined();
});
