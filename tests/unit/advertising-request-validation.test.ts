/**
 * The advertising request schema shared by the form and POST /api/company/advertising-request
 * (spec: authenticated-side §3, §5): category, periods starting today or later and ending after their
 * start, required dates, optional incentive and message. "Today" is fixed per test.
 */
import { SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import { ADVERTISING_CATEGORIES, advertisingCategoryLabel, isIsoDay, isValidPeriod } from "@/lib/domain/advertising";
import { ADVERTISING_MESSAGES, createAdvertisingRequestSchema } from "@/lib/validation/advertising-request";
import { addDays } from "@/lib/time/vienna";

const TODAY = "2026-03-10";
const schema = createAdvertisingRequestSchema(() => TODAY);

function errors(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const map: Record<string, string> = {};
  for (const issue of result.error.issues) map[issue.path.join(".") || "_"] ??= issue.message;
  return map;
}

const period = (startDate: string, endDate: string, incentive?: string) => ({ startDate, endDate, incentive });
const valid = { category: "badrenovierung", availability: [period("2026-03-11", "2026-04-10")], message: "" };

describe("advertising categories", () => {
  it("are the services of the catalogue", () => {
    // The catalogue's services (ids), so companies ask for leads customers can request.
    expect([...ADVERTISING_CATEGORIES]).toEqual(SERVICE_CATALOGUE.map((service) => service.id));
    expect(advertisingCategoryLabel("pvc-fenster")).toBe("PVC-Fenster");
    // An older stored text (not mapped by the migration) is shown as it is.
    expect(advertisingCategoryLabel("Gartengestaltung")).toBe("Gartengestaltung");
  });
});

describe("advertising request schema", () => {
  it("accepts a valid request, trims texts and drops an empty incentive and message", () => {
    const parsed = schema.parse({
      category: " küchenrenovierung ",
      availability: [period("2026-03-11", "2026-04-10", "  10 % Rabatt "), period("2026-05-01", "2026-05-02", "")],
      message: "   ",
    });
    expect(parsed).toEqual({
      category: "küchenrenovierung",
      availability: [
        { startDate: "2026-03-11", endDate: "2026-04-10", incentive: "10 % Rabatt" },
        { startDate: "2026-05-01", endDate: "2026-05-02", incentive: undefined },
      ],
      message: undefined,
    });
  });

  it("allows a period starting today", () => {
    expect(errors({ ...valid, availability: [period(TODAY, "2026-03-11")] })).toEqual({});
  });

  it("rejects a start in the past", () => {
    expect(errors({ ...valid, availability: [period("2026-03-09", "2026-03-20")] })).toEqual({
      availability: ADVERTISING_MESSAGES.periodsInvalid,
    });
  });

  it("rejects an end before or on the start, also when only one of several periods is wrong", () => {
    expect(errors({ ...valid, availability: [period("2026-03-20", "2026-03-19")] })).toEqual({
      availability: ADVERTISING_MESSAGES.periodsInvalid,
    });
    expect(errors({ ...valid, availability: [valid.availability[0], period("2026-03-20", "2026-03-20")] })).toEqual({
      availability: ADVERTISING_MESSAGES.periodsInvalid,
    });
  });

  it("reports missing fields with the §5 messages", () => {
    expect(errors({})).toEqual({
      category: ADVERTISING_MESSAGES.categoryRequired,
      availability: ADVERTISING_MESSAGES.periodRequired,
    });
    expect(errors({ ...valid, category: "" })).toEqual({ category: "Kategorie ist erforderlich" });
    expect(errors({ ...valid, availability: [] })).toEqual({
      availability: "Mindestens ein Verfügbarkeitszeitraum ist erforderlich",
    });
    expect(errors({ ...valid, availability: [period("", "")] })).toEqual({
      "availability.0.startDate": "Verfügbar ab ist erforderlich",
      "availability.0.endDate": "Verfügbar bis ist erforderlich",
    });
    expect(errors({ ...valid, availability: [{ endDate: "2026-04-01" }] })).toEqual({
      "availability.0.startDate": "Verfügbar ab ist erforderlich",
    });
  });

  it("rejects unknown categories, impossible dates, too many periods and over-long texts", () => {
    expect(errors({ ...valid, category: "Badrenovierung" })).toEqual({
      category: ADVERTISING_MESSAGES.categoryInvalid,
    });
    expect(errors({ ...valid, availability: [period("2026-02-30", "2026-04-01")] })).toEqual({
      "availability.0.startDate": ADVERTISING_MESSAGES.invalidDate,
    });
    expect(errors({ ...valid, availability: [period("11.03.2026", "2026-04-01")] })).toEqual({
      "availability.0.startDate": ADVERTISING_MESSAGES.invalidDate,
    });
    const many = Array.from({ length: 21 }, (_, i) => period(addDays(TODAY, i), addDays(TODAY, i + 1)));
    expect(errors({ ...valid, availability: many })).toEqual({ availability: ADVERTISING_MESSAGES.tooManyPeriods });
    expect(errors({ ...valid, availability: many.slice(0, 20) })).toEqual({});
    expect(errors({ ...valid, availability: [period("2026-03-11", "2026-04-10", "x".repeat(501))] })).toEqual({
      "availability.0.incentive": ADVERTISING_MESSAGES.incentiveTooLong,
    });
    expect(errors({ ...valid, message: "x".repeat(2001) })).toEqual({ message: ADVERTISING_MESSAGES.messageTooLong });
  });

  it("reads today at every parse", () => {
    let today = "2026-03-10";
    const moving = createAdvertisingRequestSchema(() => today);
    const input = { ...valid, availability: [period("2026-03-10", "2026-03-12")] };
    expect(moving.safeParse(input).success).toBe(true);
    today = "2026-03-11";
    expect(moving.safeParse(input).success).toBe(false);
  });
});

describe("period helpers", () => {
  it("knows real calendar days", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
    expect(isIsoDay("2026-13-01")).toBe(false);
    expect(isIsoDay("2026-3-1")).toBe(false);
  });

  it("checks a period against today", () => {
    expect(isValidPeriod(period(TODAY, "2026-03-11"), TODAY)).toBe(true);
    expect(isValidPeriod(period("2026-03-09", "2026-03-11"), TODAY)).toBe(false);
    expect(isValidPeriod(period("2026-03-12", "2026-03-12"), TODAY)).toBe(false);
  });
});
