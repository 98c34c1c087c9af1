/**
 * @jest-environment node
 *
 * lib/domain/project-access.ts: the HMAC access proof that only the browser which submitted a
 * project can read its offers (issue 6, "Customer pages and calls").
 */
import {
  addProjectToAccessCookie,
  cookieFromHeader,
  cookieProvesProject,
  deriveProjectAccessKey,
  MAX_PROJECTS_PER_COOKIE,
  projectIdsFromAccessCookie,
  signProjectAccess,
  verifyProjectAccessEntry,
} from "@/lib/domain/project-access";

const key = deriveProjectAccessKey("test-secret-0123456789");
const otherKey = deriveProjectAccessKey("another-secret-0123456789");

describe("access proof of one project", () => {
  it("a signed entry proves exactly its own project", () => {
    const entry = signProjectAccess(42, key);
    expect(entry).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(verifyProjectAccessEntry(entry, key)).toBe(42);
    expect(cookieProvesProject(entry, 42, key)).toBe(true);
    expect(cookieProvesProject(entry, 43, key)).toBe(false);
  });

  it("rejects forged entries: another project's signature, a changed id, another key, garbage", () => {
    const entry42 = signProjectAccess(42, key);
    const signature42 = entry42.split(".")[1]!;
    expect(verifyProjectAccessEntry(`43.${signature42}`, key)).toBeNull();
    expect(verifyProjectAccessEntry(signProjectAccess(42, otherKey), key)).toBeNull();
    expect(verifyProjectAccessEntry(`42.${"A".repeat(43)}`, key)).toBeNull();
    expect(verifyProjectAccessEntry("42", key)).toBeNull();
    expect(verifyProjectAccessEntry(`0.${signProjectAccess(1, key).split(".")[1]}`, key)).toBeNull();
    expect(cookieProvesProject(undefined, 42, key)).toBe(false);
    expect(cookieProvesProject("", 42, key)).toBe(false);
  });

  it("derives different keys from different secrets and refuses an empty one", () => {
    expect(key.equals(otherKey)).toBe(false);
    expect(key).toHaveLength(32);
    expect(() => deriveProjectAccessKey("")).toThrow();
  });
});

describe("one cookie for several projects", () => {
  it("keeps earlier valid proofs, newest first, and drops forged ones", () => {
    let value = addProjectToAccessCookie(undefined, 1, key);
    value = addProjectToAccessCookie(value, 2, key);
    value = addProjectToAccessCookie(`${value}~99.${"B".repeat(43)}`, 3, key);
    expect(projectIdsFromAccessCookie(value, key)).toEqual([3, 2, 1]);
    expect(value).not.toContain("99.");
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
