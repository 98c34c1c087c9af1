/**
 * @jest-environment node
 *
 * lib/domain/project-access.ts: the HMAC access proof that only the browser which submitted a
 * project can read its offers.
 */
import {
  addProjectToAccessCookie,
  cookieFromHeader,
  cookieProvesProject,
  deriveProjectAccessKey,
  MAX_PROJECTS_PER_COOKIE,
  PROJECT_ACCESS_MAX_AGE_SECONDS,
  projectIdsFromAccessCookie,
  signProjectAccess,
  verifyProjectAccessEntry,
} from "@/lib/domain/project-access";

const key = deriveProjectAccessKey("test-secret-0123456789");
const otherKey = deriveProjectAccessKey("another-secret-0123456789");

describe("access proof of one project", () => {
  it("a signed entry proves exactly its own project", () => {
    const entry = signProjectAccess(42, key);
    expect(entry).toMatch(/^42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyProjectAccessEntry(entry, key)).toBe(42);
    expect(cookieProvesProject(entry, 42, key)).toBe(true);
    expect(cookieProvesProject(entry, 43, key)).toBe(false);
  });

  it("rejects forged entries: another project's signature, a changed id, another key, garbage", () => {
    const entry42 = signProjectAccess(42, key);
    const [, issued42, signature42] = entry42.split(".");
    expect(verifyProjectAccessEntry(`43.${issued42}.${signature42}`, key)).toBeNull();
    // A changed issue time (to extend the proof) breaks the signature.
    expect(verifyProjectAccessEntry(`42.${Number(issued42) + 86_400}.${signature42}`, key)).toBeNull();
    expect(verifyProjectAccessEntry(signProjectAccess(42, otherKey), key)).toBeNull();
    expect(verifyProjectAccessEntry(`42.${issued42}.${"A".repeat(43)}`, key)).toBeNull();
    expect(verifyProjectAccessEntry("42", key)).toBeNull();
    // The earlier format without issue time is refused.
    expect(verifyProjectAccessEntry(`42.${signature42}`, key)).toBeNull();
    const [, issued1, signature1] = signProjectAccess(1, key).split(".");
    expect(verifyProjectAccessEntry(`0.${issued1}.${signature1}`, key)).toBeNull();
    expect(cookieProvesProject(undefined, 42, key)).toBe(false);
    expect(cookieProvesProject("", 42, key)).toBe(false);
  });

  it("derives different keys from different secrets and refuses an empty one", () => {
    expect(key.equals(otherKey)).toBe(false);
    expect(key).toHaveLength(32);
    expect(() => deriveProjectAccessKey("")).toThrow();
  });
});

describe("expiry after 90 days (server side, whatever the browser sends)", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const issuedAt = Date.UTC(2026, 0, 1, 12, 0, 0);

  it("accepts a proof up to 90 days after its issue time and refuses it afterwards", () => {
    expect(PROJECT_ACCESS_MAX_AGE_SECONDS).toBe(90 * 24 * 60 * 60);
    const entry = signProjectAccess(42, key, issuedAt);
    expect(verifyProjectAccessEntry(entry, key, issuedAt)).toBe(42);
    expect(cookieProvesProject(entry, 42, key, issuedAt + 89 * DAY_MS)).toBe(true);
    expect(cookieProvesProject(entry, 42, key, issuedAt + 90 * DAY_MS)).toBe(true);
    expect(cookieProvesProject(entry, 42, key, issuedAt + 90 * DAY_MS + 1000)).toBe(false);
    expect(cookieProvesProject(entry, 42, key, issuedAt + 365 * DAY_MS)).toBe(false);
  });

  it("refuses a proof issued in the future (beyond a few minutes of clock difference)", () => {
    const entry = signProjectAccess(42, key, issuedAt + DAY_MS);
    expect(verifyProjectAccessEntry(entry, key, issuedAt)).toBeNull();
    expect(verifyProjectAccessEntry(signProjectAccess(42, key, issuedAt + 60_000), key, issuedAt)).toBe(42);
  });

  it("keeps each project's own issue time when another project is added, and drops expired ones", () => {
    let value = addProjectToAccessCookie(undefined, 1, key, issuedAt);
    value = addProjectToAccessCookie(value, 2, key, issuedAt + 60 * DAY_MS);
    expect(projectIdsFromAccessCookie(value, key, issuedAt + 60 * DAY_MS)).toEqual([2, 1]);
    // Day 100: project 1 (issued day 0) has expired, project 2 (day 60) has not.
    expect(projectIdsFromAccessCookie(value, key, issuedAt + 100 * DAY_MS)).toEqual([2]);
    // Adding project 3 on day 80 does not refresh project 1's proof.
    value = addProjectToAccessCookie(value, 3, key, issuedAt + 80 * DAY_MS);
    expect(projectIdsFromAccessCookie(value, key, issuedAt + 80 * DAY_MS)).toEqual([3, 2, 1]);
    expect(projectIdsFromAccessCookie(value, key, issuedAt + 91 * DAY_MS)).toEqual([3, 2]);
    // On day 95 project 1 is dropped from the new value altogether.
    expect(
      addProjectToAccessCookie(value, 4, key, issuedAt + 95 * DAY_MS)
        .split("~")
        .map((entry) => entry.split(".")[0]),
    ).toEqual(["4", "3", "2"]);
  });
});

describe("one cookie for several projects", () => {
  it("keeps earlier valid proofs, newest first, and drops forged ones", () => {
    let value = addProjectToAccessCookie(undefined, 1, key);
    value = addProjectToAccessCookie(value, 2, key);
    value = addProjectToAccessCookie(`${value}~99.${Math.floor(Date.now() / 1000)}.${"B".repeat(43)}`, 3, key);
    expect(projectIdsFromAccessCookie(value, key)).toEqual([3, 2, 1]);
    expect(value).not.toContain("~99.");
    // Submitting an id again moves it to the front without duplicating it.
    expect(projectIdsFromAccessCookie(addProjectToAccessCookie(value, 1, key), key)).toEqual([1, 3, 2]);
  });

  it("is bounded to the newest MAX_PROJECTS_PER_COOKIE projects", () => {
    let value: string | undefined;
    for (let id = 1; id <= MAX_PROJECTS_PER_COOKIE + 5; id++) value = addProjectToAccessCookie(value, id, key);
    const ids = projectIdsFromAccessCookie(value, key);
    expect(ids).toHaveLength(MAX_PROJECTS_PER_COOKIE);
    expect(ids[0]).toBe(MAX_PROJECTS_PER_COOKIE + 5);
    expect(ids).not.toContain(1);
  });

  it("reads a URI-encoded cookie value and finds the cookie in a Cookie header", () => {
    const value = addProjectToAccessCookie(addProjectToAccessCookie(undefined, 7, key), 8, key);
    const header = `a=1; projekt_zugang=${encodeURIComponent(value)}; b=2`;
    expect(projectIdsFromAccessCookie(cookieFromHeader(header, "projekt_zugang"), key)).toEqual([8, 7]);
    expect(cookieFromHeader("a=1", "projekt_zugang")).toBeUndefined();
    expect(cookieFromHeader(null, "projekt_zugang")).toBeUndefined();
  });
});
