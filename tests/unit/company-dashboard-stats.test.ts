/**
 * The company dashboard's numbers (spec: authenticated-side §2, §4): stat cards (total, hot = grade A,
 * open, won, lost), tab counts and filters, and how projects.status follows the assignments.
 */
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { isHotLead, LEAD_TABS, leadStats, leadsForTab, tabCount } from "@/lib/domain/lead-stats";
import { isProjectStatus, PROJECT_STATUSES, syncedProjectStatus } from "@/lib/domain/project-status";

const [ready, comparing, planning] = INTENT_READINESS_OPTIONS as [string, string, string];
const [soon, oneToTwoMonths, later] = START_TIMELINE_OPTIONS as [string, string, string];

const leads = [
  { id: 1, status: "Offen", quizAnswers: { intent_readiness: ready, start_timeline: soon } }, // 5: A
  {
    id: 2,
    status: "Gewonnen",
    quizAnswers: JSON.stringify({ intent_readiness: ready, start_timeline: oneToTwoMonths }),
  }, // 4: A (JSON string)
  { id: 3, status: "Offen", quizAnswers: { intent_readiness: comparing, start_timeline: soon } }, // 4: A
  { id: 4, status: "Verloren", quizAnswers: { intent_readiness: planning, start_timeline: later } }, // 1: C
  { id: 5, status: "Offen", quizAnswers: { project_type: "Komplett" } }, // no score
  { id: 6, status: "Verloren", quizAnswers: "{kaputt" }, // no score
  { id: 7, status: "Offen", quizAnswers: { intent_readiness: comparing } }, // 2: B
];

describe("leadStats", () => {
  it("counts total, hot (grade A only), open, won and lost", () => {
    expect(leadStats(leads)).toEqual({ total: 7, hot: 3, open: 4, won: 1, lost: 2 });
  });

  it("gives zeros for no leads and counts unknown statuses only in the total", () => {
    expect(leadStats([])).toEqual({ total: 0, hot: 0, open: 0, won: 0, lost: 0 });
    expect(leadStats([{ status: "Archiviert", quizAnswers: {} }])).toEqual({
      total: 1,
      hot: 0,
      open: 0,
      won: 0,
      lost: 0,
    });
  });

  it("knows hot leads", () => {
    expect(isHotLead(leads[0]!)).toBe(true);
    expect(isHotLead(leads[6]!)).toBe(false);
    expect(isHotLead(leads[4]!)).toBe(false);
  });
});

describe("tabs", () => {
  it("are all / open / won / lost with the §2 empty texts", () => {
    expect(LEAD_TABS.map((tab) => [tab.value, tab.label, tab.emptyText])).toEqual([
      ["all", "Alle", "Noch keine Leads vorhanden"],
      ["open", "Offen", "Keine offenen Leads"],
      ["won", "Gewonnen", "Keine gewonnenen Leads"],
      ["lost", "Verloren", "Keine verlorenen Leads"],
    ]);
  });

  it("count and filter the leads, keeping their order", () => {
    const stats = leadStats(leads);
    expect(LEAD_TABS.map((tab) => tabCount(stats, tab.value))).toEqual([7, 4, 1, 2]);
    expect(leadsForTab(leads, "all").map((lead) => lead.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(leadsForTab(leads, "open").map((lead) => lead.id)).toEqual([1, 3, 5, 7]);
    expect(leadsForTab(leads, "won").map((lead) => lead.id)).toEqual([2]);
    expect(leadsForTab(leads, "lost").map((lead) => lead.id)).toEqual([4, 6]);
    expect(leadsForTab([], "open")).toEqual([]);
  });
});

describe("syncedProjectStatus", () => {
  it("is Gewonnen when any assignment is won", () => {
    expect(syncedProjectStatus(["Verloren", "Gewonnen", "Offen"])).toBe("Gewonnen");
    expect(syncedProjectStatus(["Gewonnen"])).toBe("Gewonnen");
  });

  it("is Verloren only when every assignment is lost", () => {
    expect(syncedProjectStatus(["Verloren", "Verloren"])).toBe("Verloren");
    expect(syncedProjectStatus(["Verloren", "Offen"])).toBe("Offen");
  });

  it("is Offen otherwise, also without assignments", () => {
    expect(syncedProjectStatus([])).toBe("Offen");
    expect(syncedProjectStatus(["Offen", "Offen"])).toBe("Offen");
    expect(syncedProjectStatus(["Verloren", "unbekannt"])).toBe("Offen");
  });

  it("knows the three statuses", () => {
    expect(PROJECT_STATUSES).toEqual(["Offen", "Gewonnen", "Verloren"]);
    expect(isProjectStatus("Gewonnen")).toBe(true);
    expect(isProjectStatus("gewonnen")).toBe(false);
    expect(isProjectStatus(undefined)).toBe(false);
  });
});
