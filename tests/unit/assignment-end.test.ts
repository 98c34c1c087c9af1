/** Ended assignments in the admin's counts and history labels. */
import { canAssignProject, openAssignmentCount } from "@/lib/domain/admin-projects";
import { assignmentEventLabel } from "@/lib/domain/company-lead";

describe("openAssignmentCount", () => {
  it("counts open, not ended assignments only", () => {
    const assignments = [
      { status: "Offen" },
      { status: "Offen", endedAt: "2026-11-02T10:00:00.000Z" },
      { status: "Verloren" },
      { status: "Offen", endedAt: null },
    ];
    expect(openAssignmentCount(assignments)).toBe(2);
  });

  it("offers the assign button again once a removal frees a place", () => {
    const full = [1, 2, 3, 4].map(() => ({ status: "Offen" }));
    expect(canAssignProject({ status: "Offen", assignments: full })).toBe(false);
    const oneRemoved = [...full.slice(1), { status: "Offen", endedAt: "2026-11-02T10:00:00.000Z" }];
    expect(canAssignProject({ status: "Offen", assignments: oneRemoved })).toBe(true);
  });
});

describe("assignmentEventLabel", () => {
  it("names a removal with the status it had and a re-assignment", () => {
    expect(assignmentEventLabel({ kind: "ended", fromStatus: "Offen", toStatus: null, wonValueCents: null })).toBe(
      "Vom Projekt entfernt (Status war Offen)",
    );
    expect(
      assignmentEventLabel({ kind: "reassigned", fromStatus: "Verloren", toStatus: "Offen", wonValueCents: null }),
    ).toBe("Erneut zugewiesen (Status: Offen)");
  });
});
