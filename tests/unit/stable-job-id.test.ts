/**
 * @jest-environment node
 *
 * lib/jobs/boss.ts `stableJobId`: the fixed pg-boss job ids of offer generation and e-mail delivery
 * must not change (jobs already queued are found by these ids).
 */
import { stableJobId } from "@/lib/jobs/boss";

describe("stableJobId", () => {
  it("derives the same UUIDs as before for both namespaces", () => {
    expect(stableJobId("bathroom-offer", 42)).toBe("88a9c687-b8dc-5267-a0d0-46a99794c14a");
    expect(stableJobId("email-outbox", 42)).toBe("b5bed17b-f023-5730-9487-e6f617d5d190");
  });

  it("answers a version-5-style UUID that differs per namespace and id", () => {
    const id = stableJobId("bathroom-offer", 7);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableJobId("email-outbox", 7)).not.toBe(id);
    expect(stableJobId("bathroom-offer", 8)).not.toBe(id);
  });
});
