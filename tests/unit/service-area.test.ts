/** Austrian postcodes and the service area "Wien und Umgebung" (lib/domain/service-area.ts). */
import { isAustrianPostcode, isInServiceArea, serviceAreaNotice } from "@/lib/domain/service-area";

describe("isAustrianPostcode", () => {
  it("accepts 4 digits starting with 1–9, trimmed", () => {
    expect(["1010", "8010", "9992", " 1100 "].map(isAustrianPostcode)).toEqual([true, true, true, true]);
  });
  it("rejects too short, too long, a leading 0 and letters", () => {
    expect(["", "40", "12345", "0123", "A-1010", "1010 Wien"].map(isAustrianPostcode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("isInServiceArea", () => {
  it("covers Vienna and the 2xxx/3xxx postcodes around it", () => {
    expect(["1010", "1230", "2340", "2500", "3100", "3999"].map(isInServiceArea)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
  it("excludes other Austrian postcodes and non-postcodes", () => {
    expect(["4020", "5020", "8010", "9020", "40", "0999"].map(isInServiceArea)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("serviceAreaNotice", () => {
  it("names the postcode and the area for a postcode outside it", () => {
    expect(serviceAreaNotice("8010")).toBe(
      "Die PLZ 8010 liegt außerhalb unseres Gebiets: Wir vermitteln Fachbetriebe in Wien und Umgebung (PLZ 1000 bis 3999). Sie können Ihre Anfrage trotzdem senden, wir können aber nicht zusagen, dass ein Betrieb sie übernimmt.",
    );
  });
  it("is silent inside the area and while the input is not yet a postcode", () => {
    expect([
      serviceAreaNotice("1100"),
      serviceAreaNotice("3100"),
      serviceAreaNotice("80"),
      serviceAreaNotice(""),
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
