/**
 * Pure rules of the admin's project operations: what a search text means, LIKE
 * escaping, the 4-open rule of canAssignProject, when a project can be reopened, the state after a
 * company is removed, and which quiz answers survive the erasure of personal data.
 */
import {
  answersWithoutFreeText,
  canAssignProject,
  canReopenProject,
  parseProjectSearch,
  projectStateAfterUnassign,
} from "@/lib/domain/admin-projects";

const a = (status: string) => ({ status });

describe("parseProjectSearch", () => {
  it("classifies ids, digits, e-mail addresses, phone numbers and text", () => {
    expect(parseProjectSearch("  ")).toBeNull();
    expect(parseProjectSearch("#123")).toEqual({ kind: "id", id: 123 });
    expect(parseProjectSearch("1100")).toEqual({ kind: "digits", digits: "1100", id: 1100 });
    expect(parseProjectSearch("99999999999")).toEqual({ kind: "digits", digits: "99999999999", id: null });
    expect(parseProjectSearch("Max.Muster@Example.at")).toEqual({ kind: "email", email: "max.muster@example.at" });
    expect(parseProjectSearch("+43 660 123")).toEqual({ kind: "text", text: "+43 660 123", digits: "43660123" });
    expect(parseProjectSearch("Huber")).toEqual({ kind: "text", text: "Huber", digits: null });
    expect(parseProjectSearch("max@")).toEqual({ kind: "text", text: "max@", digits: null });
  });
});

describe("assign and reopen rules", () => {
  it("allows a new company while fewer than 4 hold an open assignment", () => {
    expect(canAssignProject({ status: "Offen", assignments: [a("Offen"), a("Offen"), a("Offen")] })).toBe(true);
    expect(canAssignProject({ status: "Offen", assignments: [a("Offen"), a("Offen"), a("Offen"), a("Offen")] })).toBe(
      false,
    );
    expect(
      canAssignProject({ status: "Offen", assignments: [a("Verloren"), a("Offen"), a("Offen"), a("Offen")] }),
    ).toBe(true);
    expect(canAssignProject({ status: "Offen", assignments: [], spamAt: "2026-01-01T00:00:00Z" })).toBe(false);
    expect(canAssignProject({ status: "Offen", assignments: [], erasedAt: "2026-01-01T00:00:00Z" })).toBe(false);
    expect(canAssignProject({ status: "Verloren", assignments: [a("Verloren")] })).toBe(false);
  });

  it("reopens only closed projects that may still be placed", () => {
    expect(canReopenProject({ status: "Verloren", assignments: [a("Verloren")] })).toBe(true);
    expect(canReopenProject({ status: "Offen", assignments: [] })).toBe(false);
    expect(canReopenProject({ status: "Verloren", assignments: [], consentWithdrawnAt: "2026-01-01T00:00:00Z" })).toBe(
      false,
    );
    expect(canReopenProject({ status: "Verloren", assignments: [], spamAt: "2026-01-01T00:00:00Z" })).toBe(false);
  });
});

describe("projectStateAfterUnassign", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const closedAt = new Date("2026-11-01T12:00:00Z");
  it("keeps an open project open for a reassignment and follows the remaining companies otherwise", () => {
    expect(
      projectStateAfterUnassign({ status: "Verloren", closedAt, consentWithdrawnAt: null, remainingStatuses: [], now }),
    ).toEqual({ status: "Offen", closedAt: null });
    expect(
      projectStateAfterUnassign({
        status: "Offen",
        closedAt: null,
        consentWithdrawnAt: null,
        remainingStatuses: ["Verloren"],
        now,
      }),
    ).toEqual({ status: "Offen", closedAt: null });
    expect(
      projectStateAfterUnassign({
        status: "Gewonnen",
        closedAt,
        consentWithdrawnAt: null,
        remainingStatuses: ["Verloren"],
        now,
      }),
    ).toEqual({ status: "Verloren", closedAt });
    expect(
      projectStateAfterUnassign({
        status: "Gewonnen",
        closedAt: null,
        consentWithdrawnAt: null,
        remainingStatuses: ["Gewonnen"],
        now,
      }),
    ).toEqual({ status: "Gewonnen", closedAt: now });
    expect(
      projectStateAfterUnassign({
        status: "Offen",
        closedAt: null,
        consentWithdrawnAt: closedAt,
        remainingStatuses: [],
        now,
      }),
    ).toEqual({ status: "Offen", closedAt });
  });
});

describe("answersWithoutFreeText", () => {
  const questions = [
    { id: "size", options: ["klein", "groß"] },
    { id: "wishes", options: ["Dusche", "WC"] },
  ];
  it("keeps choice answers, booleans and numbers and removes free text", () => {
    expect(
      answersWithoutFreeText(
        {
          size: "groß",
          wishes: ["Dusche"],
          notes: "Herr Maier, Tür 4",
          barrier_free: true,
          rooms: 2,
          other: ["Dusche", "mein Text"],
        },
        questions,
      ),
    ).toEqual({ size: "groß", wishes: ["Dusche"], barrier_free: true, rooms: 2 });
    expect(answersWithoutFreeText({ size: "anders: sehr groß" }, questions)).toEqual({});
    expect(answersWithoutFreeText(JSON.stringify({ size: "klein" }), questions)).toEqual({ size: "klein" });
    expect(answersWithoutFreeText("kein JSON", questions)).toEqual({});
    expect(answersWithoutFreeText(null, questions)).toEqual({});
  });
});
