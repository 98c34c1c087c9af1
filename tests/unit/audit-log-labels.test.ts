import { auditActionLabel, auditChangeSummary } from "@/lib/domain/audit-log";

it("names known actions in German and shows unknown ones as they are", () => {
  expect(auditActionLabel("project.unassign")).toBe("Projekt: Firma entfernt");
  expect(auditActionLabel("company.deactivate")).toBe("Firma: deaktiviert");
  expect(auditActionLabel("something.new")).toBe("something.new");
});

it("summarises only the fields that changed", () => {
  expect(auditChangeSummary({ status: "Offen", name: "A" }, { status: "Verloren", name: "A" })).toBe(
    "status: Offen → Verloren",
  );
  expect(auditChangeSummary(null, { verified: false })).toBe("verified: – → false");
  expect(auditChangeSummary({ a: 1, b: 1, c: 1, d: 1, e: 1 }, {})).toBe("a: 1 → –; b: 1 → –; c: 1 → –; d: 1 → –; …");
});
