/**
 * The facts of a lead card and the details' contact buttons: the age ("vor 2 Std.",
 * then the Vienna date), "2 von 4 Firmen", the WhatsApp link of Austrian phone numbers, and the
 * explanation of the grade (spec: authenticated-side §4 "Lead score").
 */
import { companiesReceivedLabel, leadAgeLabel, whatsAppHref } from "@/lib/domain/company-lead";
import {
  explainLeadScore,
  INTENT_READINESS_OPTIONS,
  MAX_LEAD_SCORE,
  START_TIMELINE_OPTIONS,
} from "@/lib/domain/lead-score";

const MINUTE = 60_000;
const now = Date.parse("2026-03-10T12:00:00.000Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("leadAgeLabel", () => {
  it("says how long ago in minutes, hours and days, then the Vienna date", () => {
    expect(leadAgeLabel(ago(20_000), now)).toBe("gerade eben");
    expect(leadAgeLabel(ago(5 * MINUTE), now)).toBe("vor 5 Min.");
    expect(leadAgeLabel(ago(59 * MINUTE), now)).toBe("vor 59 Min.");
    expect(leadAgeLabel(ago(2 * 60 * MINUTE + 30 * MINUTE), now)).toBe("vor 2 Std.");
    expect(leadAgeLabel(ago(25 * 60 * MINUTE), now)).toBe("vor 1 Tag");
    expect(leadAgeLabel(ago(6 * 24 * 60 * MINUTE), now)).toBe("vor 6 Tagen");
    // 23:30 UTC on 2 March is 00:30 on 3 March in Vienna.
    expect(leadAgeLabel("2026-03-02T23:30:00.000Z", now)).toBe("03.03.2026");
    expect(leadAgeLabel("kein Datum", now)).toBe("–");
    // A clock slightly behind the server does not give a negative age.
    expect(leadAgeLabel(new Date(now + MINUTE).toISOString(), now)).toBe("gerade eben");
  });
});

describe("companiesReceivedLabel", () => {
  it("counts the companies out of the limit, never below the count", () => {
    expect(companiesReceivedLabel(1, 4)).toBe("1 von 4 Firmen");
    expect(companiesReceivedLabel(3, 2)).toBe("3 von 3 Firmen");
    expect(companiesReceivedLabel(1, undefined)).toBe("1 Firma");
    expect(companiesReceivedLabel(2, undefined)).toBe("2 Firmen");
    expect(companiesReceivedLabel(undefined, 4)).toBeNull();
  });
});

describe("whatsAppHref", () => {
  it("builds wa.me links with the international number", () => {
    expect(whatsAppHref("+43 660 123 45 67")).toBe("https://wa.me/436601234567");
    expect(whatsAppHref("0660 1234567")).toBe("https://wa.me/436601234567");
    expect(whatsAppHref("0043 (660) 1234567")).toBe("https://wa.me/436601234567");
    expect(whatsAppHref("+49 151 2345678")).toBe("https://wa.me/491512345678");
    expect(whatsAppHref("12")).toBeNull();
  });
});

describe("explainLeadScore", () => {
  it("names the points of both answers, the total out of 5 and the thresholds", () => {
    expect(MAX_LEAD_SCORE).toBe(5);
    const hot = explainLeadScore({
      intent_readiness: INTENT_READINESS_OPTIONS[0]!,
      start_timeline: START_TIMELINE_OPTIONS[0]!,
    })!;
    expect(hot.label).toBe("Heiß");
    expect(hot.summary).toBe("Heiß: 5 von 5 Punkten");
    expect(hot.lines).toEqual([
      `Planung: „${INTENT_READINESS_OPTIONS[0]}“ – 3 Punkte`,
      `Start: „${START_TIMELINE_OPTIONS[0]}“ – 2 Punkte`,
    ]);
    expect(hot.rule).toMatch(/Heiß ab 4 Punkten, Warm ab 2, sonst Kalt/);
  });

  it("counts a missing answer as 0 points and gives null without either answer", () => {
    const warm = explainLeadScore({
      intent_readiness: INTENT_READINESS_OPTIONS[1]!,
      start_timeline: START_TIMELINE_OPTIONS[3]!,
    })!;
    expect(warm.summary).toBe("Warm: 2 von 5 Punkten");
    const cold = explainLeadScore({ start_timeline: START_TIMELINE_OPTIONS[1]! })!;
    expect(cold.summary).toBe("Kalt: 1 von 5 Punkten");
    expect(cold.lines[0]).toBe("Planung: nicht beantwortet – 0 Punkte");
    expect(cold.lines[1]).toMatch(/– 1 Punkt$/);
    expect(explainLeadScore({ room_size: "5 m²" })).toBeNull();
  });
});
