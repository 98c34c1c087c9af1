// The per-IP limits behind the production server: a client that rotates
// X-Forwarded-For and X-Real-IP stays in its own bucket. POST /api/contact (limit
// CONTACT_RATE_LIMIT_PER_HOUR, default 10) with an invalid message: the limit counts before
// validation, so nothing is stored. The test removes its bucket afterwards for the other specs.
import { queryRows } from "./support/db";
import { expect, test } from "./support/fixtures";

const LIMIT = 10;

test.afterEach(async () => {
  await queryRows("DELETE FROM rate_limits WHERE key LIKE 'contact:%'");
});

test("rotating X-Forwarded-For does not escape the per-IP limit", async ({ request, baseURL }) => {
  await queryRows("DELETE FROM rate_limits WHERE key LIKE 'contact:%'");
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 5; i += 1) {
    const response = await request.post("/api/contact", {
      data: { name: "" },
      headers: { origin: baseURL!, "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `192.0.2.${i}` },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, LIMIT).every((status) => status === 400)).toBe(true);
  expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429));
});
