/**
 * The "Zu erledigen" entries of the admin overview (lib/domain/admin-queue.ts): only
 * what waits, most urgent first, German titles with the count, the age of the oldest lead, and
 * links to the place where each thing is done.
 */
import { adminQueueEntries, requestAge, type AdminQueue } from "@/lib/domain/admin-queue";

const NOW = new Date("2026-03-10T12:00:00Z");
const EMPTY: AdminQueue = {
  unassignedLeads: 0,
  oldestUnassigned: [],
  pendingRegistrations: 0,
  pendingOnboarding: 0,
  failedEmails: 0,
  overdueLeads: 0,
  outsideServiceArea: 0,
  outsideServiceAreaProjects: [],
};
const name = (id: string) => (id === "badrenovierung" ? "Badrenovierung" : id);

describe("requestAge", () => {
  it.each([
    ["2026-03-10T11:59:30Z", "gerade eben"],
    ["2026-03-10T11:15:00Z", "seit 45 Min."],
    ["2026-03-10T09:00:00Z", "seit 3 Std."],
    ["2026-03-09T11:00:00Z", "seit 1 Tag"],
    ["2026-03-06T12:00:00Z", "seit 4 Tagen"],
  ])("%s → %s", (createdAt, expected) => {
    expect(requestAge(createdAt, NOW)).toBe(expected);
  });
});

describe("adminQueueEntries", () => {
  it("is empty when nothing waits", () => {
    expect(adminQueueEntries(EMPTY, NOW, name)).toEqual([]);
  });

  it("lists each kind of work with its count and link, urgent ones first", () => {
    const entries = adminQueueEntries(
      {
        unassignedLeads: 3,
        oldestUnassigned: [
          { id: 7, serviceType: "badrenovierung", zipCode: "1100", createdAt: "2026-03-07T12:00:00Z" },
        ],
        pendingRegistrations: 1,
        pendingOnboarding: 2,
        failedEmails: 1,
        overdueLeads: 2,
        outsideServiceArea: 1,
        outsideServiceAreaProjects: [
          { id: 9, serviceType: "badrenovierung", zipCode: "8010", createdAt: "2026-03-10T10:00:00Z" },
        ],
      },
      NOW,
      name,
    );
    expect(entries.map((entry) => [entry.title, entry.href, entry.tone])).toEqual([
      ["3 Leads ohne Firma", "/admin-dashboard/projects?filter=unassigned", "urgent"],
      ["2 überfällige Leads", "/admin-dashboard/projects?filter=overdue", "urgent"],
      ["1 E-Mail nicht zugestellt", "/admin-dashboard/emails?status=failed", "urgent"],
      ["1 Firmenanmeldung prüfen", "/admin-dashboard/registrations", "normal"],
      ["2 Partner-Anmeldungen prüfen", "/admin-dashboard/partner-onboarding", "normal"],
      ["1 offenes Projekt außerhalb Wiens", "/admin-dashboard/projects", "normal"],
    ]);
    expect(entries[0]!.hint).toBe("Bitte Firmen zuweisen. Wartet am längsten: seit 3 Tagen.");
    expect(entries[0]!.projects).toEqual([
      { id: 7, label: "#7 Badrenovierung, PLZ 1100 – seit 3 Tagen", href: "/admin-dashboard/projects?q=%237" },
    ]);
    expect(entries[5]!.projects.map((project) => project.label)).toEqual(["#9 Badrenovierung, PLZ 8010 – seit 2 Std."]);
  });
});
