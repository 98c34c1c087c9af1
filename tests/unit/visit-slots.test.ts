/**
 * Site-visit slots: Vienna wall time to UTC across both daylight-saving changes, the slot rules at their edges.
 */
import { formatVisitTime, validateVisitSlots, VISIT_MESSAGES, type VisitSlotInput } from "@/lib/domain/site-visits";
import { viennaWallTimeToUtc } from "@/lib/time/vienna";

const slot = (date: string, time: string, durationMinutes = 60): VisitSlotInput => ({ date, time, durationMinutes });

function startsOf(input: VisitSlotInput[], now: Date): string[] {
  const result = validateVisitSlots(input, now);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.slots.map((entry) => entry.startsAt.toISOString());
}

function errorsOf(input: VisitSlotInput[], now: Date): Record<string, string> {
  const result = validateVisitSlots(input, now);
  if (result.ok) throw new Error("expected errors");
  return result.errors;
}

describe("Vienna wall time to UTC", () => {
  it("uses +1 h in winter and +2 h in summer", () => {
    expect(viennaWallTimeToUtc("2027-01-10", "09:00")?.toISOString()).toBe("2027-01-10T08:00:00.000Z");
    expect(viennaWallTimeToUtc("2027-06-10", "09:00")?.toISOString()).toBe("2027-06-10T07:00:00.000Z");
  });

  it("has no 02:00–02:59 on the spring change and takes the first 02:30 in autumn", () => {
    expect(viennaWallTimeToUtc("2027-03-28", "01:45")?.toISOString()).toBe("2027-03-28T00:45:00.000Z");
    expect(viennaWallTimeToUtc("2027-03-28", "02:30")).toBeNull();
    expect(viennaWallTimeToUtc("2027-03-28", "03:00")?.toISOString()).toBe("2027-03-28T01:00:00.000Z");
    expect(viennaWallTimeToUtc("2027-10-31", "02:30")?.toISOString()).toBe("2027-10-31T00:30:00.000Z");
    expect(viennaWallTimeToUtc("2027-10-31", "03:00")?.toISOString()).toBe("2027-10-31T02:00:00.000Z");
  });
});

describe("validateVisitSlots", () => {
  const march = new Date("2027-03-20T10:00:00Z");

  it("converts slots across the spring change and sorts them", () => {
    expect(startsOf([slot("2027-03-29", "09:00"), slot("2027-03-26", "09:00")], march)).toEqual([
      "2027-03-26T08:00:00.000Z",
      "2027-03-29T07:00:00.000Z",
    ]);
  });

  it("refuses a time inside the spring gap with a German message", () => {
    expect(errorsOf([slot("2027-03-28", "02:15")], march)).toEqual({ "slots.0.time": VISIT_MESSAGES.gap });
  });

  it("accepts the repeated autumn hour as its first occurrence", () => {
    expect(startsOf([slot("2027-10-31", "02:00", 30)], new Date("2027-10-20T08:00:00Z"))).toEqual([
      "2027-10-31T00:00:00.000Z",
    ]);
  });

  it("takes 30 to 120 minutes in 15-minute steps only", () => {
    expect(startsOf([slot("2027-03-25", "10:00", 30), slot("2027-03-25", "14:00", 120)], march)).toHaveLength(2);
    for (const minutes of [15, 29, 50, 135])
      expect(errorsOf([slot("2027-03-25", "10:00", minutes)], march)).toEqual({
        "slots.0.durationMinutes": VISIT_MESSAGES.duration,
      });
  });

  it("needs quarter hours, a valid day and time", () => {
    expect(errorsOf([slot("2027-03-25", "10:10")], march)["slots.0.time"]).toBe(VISIT_MESSAGES.quarter);
    expect(errorsOf([slot("2027-03-25", "25:00")], march)["slots.0.time"]).toBe(VISIT_MESSAGES.time);
    expect(errorsOf([slot("2027-13-01", "10:00")], march)["slots.0.date"]).toBe(VISIT_MESSAGES.date);
  });

  it("needs at least two hours' notice", () => {
    // 10:00 UTC is 11:00 in Vienna: 13:00 is exactly two hours ahead, 12:45 is not.
    expect(startsOf([slot("2027-03-20", "13:00")], march)).toEqual(["2027-03-20T12:00:00.000Z"]);
    expect(errorsOf([slot("2027-03-20", "12:45")], march)["slots.0.time"]).toBe(VISIT_MESSAGES.tooSoon);
  });

  it("reaches at most 90 days ahead", () => {
    expect(startsOf([slot("2027-06-18", "10:00")], march)).toHaveLength(1);
    expect(errorsOf([slot("2027-06-19", "10:00")], march)["slots.0.date"]).toBe(VISIT_MESSAGES.tooFar);
  });

  it("takes one to three distinct slots", () => {
    expect(errorsOf([], march).slots).toBe(VISIT_MESSAGES.slotCount);
    const four = ["09:00", "10:00", "11:00", "12:00"].map((time) => slot("2027-03-25", time));
    expect(errorsOf(four, march).slots).toBe(VISIT_MESSAGES.slotCount);
    expect(errorsOf([slot("2027-03-25", "09:00"), slot("2027-03-25", "09:00", 90)], march)["slots.1.time"]).toBe(
      VISIT_MESSAGES.duplicate,
    );
  });

  it("formats a booked slot in Vienna time", () => {
    expect(formatVisitTime("2027-03-29T07:00:00.000Z", 90)).toBe("29.03.2027, 09:00–10:30 Uhr");
  });
});
