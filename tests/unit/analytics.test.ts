/**
 * Pure rules of the admin Analytics section: Vienna calendar weeks, weekly
 * buckets with top services + "Sonstige", grades (checked against scoreLead), median, rates and the
 * German number formats.
 */
import {
  OTHER_SERVICES_KEY,
  analyticsWeeks,
  assignmentStats,
  formatCount,
  formatHours,
  formatShare,
  gradeDistribution,
  gradeOfAnswers,
  gradeKeyOfScore,
  isoWeekNumber,
  leadsPerWeekBlock,
  median,
  outcomeCounts,
  shareOf,
  weekStartOf,
  winRate,
} from "@/lib/domain/analytics";
import {
  INTENT_READINESS_OPTIONS,
  INTENT_READINESS_POINTS,
  START_TIMELINE_OPTIONS,
  START_TIMELINE_POINTS,
  scoreLead,
} from "@/lib/domain/lead-score";
import { addDays } from "@/lib/time/vienna";

/** Intl output uses no-break spaces (de-AT grouping, "66,7 %"); compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("Vienna calendar weeks", () => {
  it("finds the Monday of the Vienna week, also around midnight and on Sundays", () => {
    expect(weekStartOf(new Date("2025-09-10T12:00:00Z"))).toBe("2025-09-08"); // Wednesday
    expect(weekStartOf(new Date("2025-09-07T21:59:59Z"))).toBe("2025-09-01"); // Sunday 23:59:59 in Vienna
    expect(weekStartOf(new Date("2025-09-07T22:00:00Z"))).toBe("2025-09-08"); // Monday 00:00 in Vienna
    expect(weekStartOf(new Date("2025-12-31T23:30:00Z"))).toBe("2025-12-29"); // already 1 January in Vienna
  });

  it("numbers ISO weeks (the Thursday decides the year)", () => {
    expect(isoWeekNumber("2025-09-08")).toBe(37);
    expect(isoWeekNumber("2024-12-30")).toBe(1); // week 1 of 2025
    expect(isoWeekNumber("2020-12-28")).toBe(53);
    expect(isoWeekNumber("2026-01-05")).toBe(2);
  });

  it("lists 12 contiguous weeks ending with the current one, with labels and boundaries", () => {
    const weeks = analyticsWeeks(new Date("2025-11-05T10:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({
      weekStart: "2025-11-03",
      isoWeek: 45,
      label: "KW 45",
      rangeLabel: "03.11.–09.11.2025",
      from: "2025-11-02T23:00:00.000Z",
      to: "2025-11-09T23:00:00.000Z",
    });
    expect(weeks[0]!.weekStart).toBe("2025-08-18");
    expect(weeks[0]!.from).toBe("2025-08-17T22:00:00.000Z"); // summer time
    // The week of the switch back to winter time is 169 hours long; every week ends where the next begins.
    for (let index = 1; index < weeks.length; index += 1) {
      expect(weeks[index]!.from).toBe(weeks[index - 1]!.to);
      expect(weeks[index]!.weekStart).toBe(addDays(weeks[index - 1]!.weekStart, 7));
    }
    const switchWeek = weeks.find((week) => week.weekStart === "2025-10-20")!;
    expect(Date.parse(switchWeek.to) - Date.parse(switchWeek.from)).toBe(169 * 3_600_000);
  });
});

describe("leadsPerWeekBlock", () => {
  const weeks = analyticsWeeks(new Date("2025-11-05T10:00:00Z"));

  it("fills every week, keeps all services when there are at most six and sorts by total", () => {
    const block = leadsPerWeekBlock(weeks, [
      { weekIndex: 11, serviceType: "maler", count: 2 },
      { weekIndex: 0, serviceType: "badrenovierung", count: 3 },
      { weekIndex: 11, serviceType: "badrenovierung", count: 1 },
      { weekIndex: 5, serviceType: "fliesen", count: 2 },
    ]);
    expect(block.total).toBe(8);
    expect(block.series.map((entry) => [entry.key, entry.label, entry.total])).toEqual([
      ["badrenovierung", "Badrenovierung", 4],
      ["fliesen", "Fliesenleger", 2], // tie with "Maler": German name order
      ["maler", "Maler", 2],
    ]);
    expect(block.weeks).toHaveLength(12);
    expect(block.weeks[0]).toMatchObject({
      weekStart: "2025-08-18",
      label: "KW 34",
      total: 3,
      counts: { badrenovierung: 3, fliesen: 0, maler: 0 },
    });
    expect(block.weeks[11]).toMatchObject({ total: 3, counts: { badrenovierung: 1, fliesen: 0, maler: 2 } });
    expect(block.weeks.slice(1, 5).every((week) => week.total === 0)).toBe(true);
  });

  it("groups everything after the top five into Sonstige when there are more than six services", () => {
    const services = ["badrenovierung", "maler", "fliesen", "elektriker", "hausbau", "abbruch", "reinigung"];
    const rows = services.map((serviceType, index) => ({ weekIndex: index, serviceType, count: 10 - index }));
    const block = leadsPerWeekBlock(weeks, rows);
    expect(block.series.map((entry) => entry.key)).toEqual([
      "badrenovierung",
      "maler",
      "fliesen",
      "elektriker",
      "hausbau",
      OTHER_SERVICES_KEY,
    ]);
    expect(block.series[5]).toEqual({
      key: OTHER_SERVICES_KEY,
      label: "Sonstige",
      total: 5 + 4,
      serviceTypes: ["abbruch", "reinigung"],
    });
    expect(block.weeks[5]!.counts[OTHER_SERVICES_KEY]).toBe(5);
    expect(block.weeks[6]!.counts[OTHER_SERVICES_KEY]).toBe(4);
    expect(block.total).toBe(10 + 9 + 8 + 7 + 6 + 5 + 4);
  });

  it("ignores rows outside the weeks and gives an empty block without rows", () => {
    const block = leadsPerWeekBlock(weeks, [
      { weekIndex: -1, serviceType: "maler", count: 4 },
      { weekIndex: 12, serviceType: "maler", count: 4 },
    ]);
    expect(block.total).toBe(0);
    expect(block.series).toEqual([]);
    expect(block.weeks.every((week) => week.total === 0 && Object.keys(week.counts).length === 0)).toBe(true);
  });
});

describe("grades", () => {
  it("gradeKeyOfScore agrees with scoreLead for every answer pair, missing answers and unknown texts", () => {
    const intents = [...INTENT_READINESS_OPTIONS, "unbekannte Antwort", undefined];
    const timelines = [...START_TIMELINE_OPTIONS, "unbekannte Antwort", undefined];
    for (const intent of intents) {
      for (const timeline of timelines) {
        const answers: Record<string, unknown> = {};
        if (intent !== undefined) answers.intent_readiness = intent;
        if (timeline !== undefined) answers.start_timeline = [timeline];
        const score =
          intent === undefined && timeline === undefined
            ? null
            : (intent ? (INTENT_READINESS_POINTS[intent] ?? 0) : 0) +
              (timeline ? (START_TIMELINE_POINTS[timeline] ?? 0) : 0);
        expect(gradeKeyOfScore(score)).toBe(scoreLead(answers)?.grade ?? "none");
        expect(gradeOfAnswers(answers)).toBe(gradeKeyOfScore(score));
      }
    }
  });

  it("reads answers stored as a JSON string and treats unreadable ones as without grade", () => {
    const [ready] = INTENT_READINESS_OPTIONS as [string];
    const [soon] = START_TIMELINE_OPTIONS as [string];
    expect(gradeOfAnswers(JSON.stringify({ intent_readiness: ready, start_timeline: soon }))).toBe("A");
    expect(gradeOfAnswers("{kaputt")).toBe("none");
    expect(gradeOfAnswers(null)).toBe("none");
  });

  it("gradeDistribution gives counts and shares in the order A, B, C, ohne Bewertung", () => {
    expect(gradeDistribution({ A: 2, B: 1, none: 1 })).toEqual({
      total: 4,
      grades: [
        { key: "A", label: "Heiß", count: 2, share: 0.5 },
        { key: "B", label: "Warm", count: 1, share: 0.25 },
        { key: "C", label: "Kalt", count: 0, share: 0 },
        { key: "none", label: "Ohne Bewertung", count: 1, share: 0.25 },
      ],
    });
    expect(gradeDistribution({}).grades.map((grade) => grade.share)).toEqual([null, null, null, null]);
  });
});

describe("rates and median", () => {
  it("median follows percentile_cont(0.5)", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 2, 4])).toBe(4);
    expect(median([50, 2, 30, 4])).toBe(17);
    expect(median([1, Number.NaN, 3])).toBe(2);
  });

  it("win rate counts only decided assignments; shares are null without a total", () => {
    expect(winRate(2, 1)).toBeCloseTo(2 / 3);
    expect(winRate(0, 3)).toBe(0);
    expect(winRate(0, 0)).toBeNull();
    expect(shareOf(3, 4)).toBe(0.75);
    expect(shareOf(0, 0)).toBeNull();
    expect(outcomeCounts(1, 1, 5, 8)).toEqual({ won: 1, lost: 1, open: 5, total: 8, winRate: 0.5 });
  });

  it("assignmentStats converts the median to hours", () => {
    expect(assignmentStats(5, 4, 7200)).toEqual({
      projects: 5,
      assigned: 4,
      unassigned: 1,
      assignedShare: 0.8,
      medianHoursToFirstAssignment: 2,
    });
    expect(assignmentStats(0, 0, null)).toEqual({
      projects: 0,
      assigned: 0,
      unassigned: 0,
      assignedShare: null,
      medianHoursToFirstAssignment: null,
    });
  });
});

describe("German formats (de-AT)", () => {
  it("formats counts, shares and durations", () => {
    expect(plain(formatCount(12345))).toBe("12 345");
    expect(plain(formatShare(2 / 3))).toBe("66,7 %");
    expect(plain(formatShare(0.5))).toBe("50 %");
    expect(formatShare(null)).toBe("–");
    expect(formatHours(0.75)).toBe("45 Min.");
    expect(formatHours(5.5)).toBe("5,5 Std.");
    expect(formatHours(76.8)).toBe("3,2 Tage");
    expect(formatHours(null)).toBe("–");
  });
});
