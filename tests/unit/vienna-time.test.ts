/**
 * lib/time/vienna.ts: Vienna's today and month, day arithmetic across month ends and DST switches, a
 * Vienna day's first instant, and the German date and time formats.
 */
import {
  addDays,
  formatIsoDay,
  formatIsoMonth,
  formatLocalDate,
  formatViennaDate,
  formatViennaDateLong,
  formatViennaDateTime,
  formatViennaMonth,
  startOfViennaDay,
  VIENNA_TIME_ZONE,
  viennaMonthOf,
  viennaToday,
} from "@/lib/time/vienna";

describe("Vienna's calendar", () => {
  it("names the one time zone", () => {
    expect(VIENNA_TIME_ZONE).toBe("Europe/Vienna");
  });

  it("takes today from Vienna's calendar, across midnight and summer time", () => {
    // 23:30 UTC on 31 Dec is already 1 January in Vienna (UTC+1).
    expect(viennaToday(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    expect(viennaToday(new Date("2025-12-31T22:30:00Z"))).toBe("2025-12-31");
    // Summer time (UTC+2): 22:30 UTC on 30 June is 1 July in Vienna.
    expect(viennaToday(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });

  it("keeps the Vienna day on the nights the clocks change", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST; the day starts at 23:00 UTC the evening before.
    expect(viennaToday(new Date("2026-03-28T22:59:59Z"))).toBe("2026-03-28");
    expect(viennaToday(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(viennaToday(new Date("2026-03-29T21:59:59Z"))).toBe("2026-03-29");
    expect(viennaToday(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; that day has 25 hours.
    expect(viennaToday(new Date("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
    expect(viennaToday(new Date("2026-10-25T22:59:59Z"))).toBe("2026-10-25");
    expect(viennaToday(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });

  it("adds calendar days across DST switches, month and year ends", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2026-10-26", -1)).toBe("2026-10-25");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-01-05", 0)).toBe("2026-01-05");
    expect(addDays("2026-01-01", -7)).toBe("2025-12-25");
  });

  it("takes the Vienna month of the assignment (23:30 UTC on 31 October is November in Vienna)", () => {
    expect(viennaMonthOf(new Date("2026-10-31T23:30:00.000Z"))).toBe("2026-11");
    expect(viennaMonthOf("2026-10-31T22:30:00.000Z")).toBe("2026-10");
  });

  it("turns a Vienna midnight into UTC with summer and winter time", () => {
    expect(startOfViennaDay("2025-01-13").toISOString()).toBe("2025-01-12T23:00:00.000Z");
    expect(startOfViennaDay("2025-07-14").toISOString()).toBe("2025-07-13T22:00:00.000Z");
    expect(startOfViennaDay("2025-03-31").toISOString()).toBe("2025-03-30T22:00:00.000Z"); // day after the switch
    expect(startOfViennaDay("2025-10-26").toISOString()).toBe("2025-10-25T22:00:00.000Z"); // switch back that night
    expect(startOfViennaDay("2025-10-27").toISOString()).toBe("2025-10-26T23:00:00.000Z");
  });
});

describe("German formats", () => {
  it("shows stored UTC instants in Vienna time", () => {
    expect(formatViennaDateTime("2026-07-01T22:30:00Z")).toBe("02.07.2026, 00:30");
    expect(formatViennaDateTime("kein Datum")).toBe("–");
    expect(formatViennaDateTime("2026-07-01T10:00:00.000Z")).toBe("01.07.2026, 12:00");
    expect(formatViennaDateTime(null)).toBe("–");
  });

  it("shows an instant's Vienna day and month", () => {
    expect(formatViennaDate(new Date("2026-07-01T22:30:00Z"))).toBe("02.07.2026");
    expect(formatViennaDate("2026-01-09T08:00:00Z")).toBe("09.01.2026");
    expect(formatViennaDate("kein Datum")).toBe("–");
    expect(formatViennaMonth("2025-12-31T23:30:00Z")).toBe("Jänner 2026");
    expect(formatViennaMonth("kein Datum")).toBe("–");
  });

  it("writes a calendar month in words with Austrian month names", () => {
    expect(formatIsoMonth("2027-03")).toBe("März 2027");
    expect(formatIsoMonth("2026-01")).toBe("Jänner 2026");
    expect(formatIsoMonth("2026-03")).toBe("März 2026");
    expect(formatIsoMonth("2026-13")).toBe("2026-13");
  });

  it("writes an ISO day as dd.MM.yyyy without a time zone", () => {
    expect(formatIsoDay("2026-03-01")).toBe("01.03.2026");
    expect(formatIsoDay("2026-12-31T23:30:00.000Z")).toBe("31.12.2026");
  });

  it("formats the long German date with the month name", () => {
    expect(formatViennaDateLong(new Date(2025, 2, 5))).toBe("5. März 2025");
    expect(formatViennaDateLong(new Date(2025, 0, 31))).toBe("31. Januar 2025");
    // The Vienna day counts, whatever the runtime's time zone: 22:30 UTC is 23:30 in Vienna (CET) …
    expect(formatViennaDateLong("2025-12-17T22:30:00.000Z")).toBe("17. Dezember 2025");
    // … and 23:30 UTC already the next day there.
    expect(formatViennaDateLong("2025-12-17T23:30:00.000Z")).toBe("18. Dezember 2025");
  });

  it("formats dates as dd.MM.yyyy and invalid ones as –", () => {
    expect(formatLocalDate(new Date(2025, 2, 5, 14, 30))).toBe("05.03.2025");
    expect(formatLocalDate("2025-12-31")).toBe("31.12.2025");
    expect(formatLocalDate(new Date(2025, 0, 9).toISOString())).toBe("09.01.2025");
    expect(formatLocalDate("kein Datum")).toBe("–");
    expect(formatLocalDate(null)).toBe("–");
  });
});
