/** The median time to first contact (lib/domain/response-time.ts). */
import { formatResponseTime, medianResponseMs, publicResponseMedianMs } from "@/lib/domain/response-time";

const HOUR = 3_600_000;

describe("medianResponseMs", () => {
  it("takes the middle value of an odd count, whatever the input order", () => {
    expect(medianResponseMs([5 * HOUR, 1 * HOUR, 30 * HOUR])).toBe(5 * HOUR);
    expect(medianResponseMs([7])).toBe(7);
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(medianResponseMs([4, 1, 10, 2])).toBe(3);
    expect(medianResponseMs([HOUR, 2 * HOUR])).toBe(1.5 * HOUR);
  });

  it("answers null for no durations and leaves its input unchanged", () => {
    expect(medianResponseMs([])).toBeNull();
    const input = [3, 1, 2];
    medianResponseMs(input);
    expect(input).toEqual([3, 1, 2]);
  });
});

describe("publicResponseMedianMs", () => {
  it("publishes the median only from 3 recorded contacts", () => {
    expect(publicResponseMedianMs({ responseMedianMs: HOUR, responseCount: 2 })).toBeNull();
    expect(publicResponseMedianMs({ responseMedianMs: HOUR, responseCount: 3 })).toBe(HOUR);
    expect(publicResponseMedianMs({ responseMedianMs: null, responseCount: 0 })).toBeNull();
  });
});

describe("formatResponseTime", () => {
  it("words minutes, hours and days in German", () => {
    expect(formatResponseTime(20 * 60_000)).toBe("unter 1 Stunde");
    expect(formatResponseTime(1.2 * HOUR)).toBe("1 Stunde");
    expect(formatResponseTime(5.6 * HOUR)).toBe("6 Stunden");
    expect(formatResponseTime(47 * HOUR)).toBe("47 Stunden");
    expect(formatResponseTime(72 * HOUR)).toBe("3 Tage");
  });
});
