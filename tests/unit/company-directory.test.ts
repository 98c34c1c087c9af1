/** The /firmen directory's filter addresses (lib/domain/company-directory.ts). */
import {
  directoryFilterFromQuery,
  directoryFilterFromSegments,
  directoryHref,
  directoryRoutePath,
} from "@/lib/domain/company-directory";

const query = (text: string) => directoryFilterFromQuery(new URLSearchParams(text));

describe("directoryFilterFromQuery", () => {
  it("reads service, district and page", () => {
    expect(query("leistung=maler&bezirk=1100&seite=3")).toEqual({ service: "maler", district: "1100", page: 3 });
    expect(query("leistung=k%C3%BCchenrenovierung")).toEqual({
      service: "küchenrenovierung",
      district: undefined,
      page: 1,
    });
  });

  it("ignores unknown values, empty form fields and malformed pages, and takes the first of repeated keys", () => {
    expect(query("leistung=unbekannt&bezirk=1240&seite=0")).toEqual({
      service: undefined,
      district: undefined,
      page: 1,
    });
    expect(query("leistung=&bezirk=&seite=abc")).toEqual({ service: undefined, district: undefined, page: 1 });
    expect(query("bezirk=1010&bezirk=1020")).toEqual({ service: undefined, district: "1010", page: 1 });
    expect(query("seite=99999999")).toEqual({ service: undefined, district: undefined, page: 1 });
  });
});

describe("directory addresses", () => {
  it("the public address keeps only what is set, page 1 without ?seite", () => {
    expect(directoryHref({ page: 1 })).toBe("/firmen");
    expect(directoryHref({ service: "maler", district: "1100", page: 2 })).toBe(
      "/firmen?leistung=maler&bezirk=1100&seite=2",
    );
    expect(directoryHref({ district: "1010", page: 1 })).toBe("/firmen?bezirk=1010");
  });

  it("the ISR route names every filter", () => {
    expect(directoryRoutePath({ page: 1 })).toBe("/firmen/verzeichnis/alle/wien/1");
    expect(directoryRoutePath({ page: 4 })).toBe("/firmen/verzeichnis/alle/wien/4");
    expect(directoryRoutePath({ service: "maler", district: "1100", page: 1 })).toBe(
      "/firmen/verzeichnis/maler/1100/1",
    );
  });

  it("every filter survives the way from the query to the route segments and back", () => {
    for (const filter of [
      { service: "maler", district: "1100", page: 2 },
      { service: "küchenrenovierung", district: undefined, page: 1 },
      { service: undefined, district: "1230", page: 7 },
    ]) {
      const segments = directoryRoutePath(query(directoryHref(filter).split("?")[1]!))
        .split("/")
        .slice(3);
      expect(directoryFilterFromSegments(segments[0]!, segments[1]!, segments[2]!)).toEqual(filter);
      const encoded = segments.map(encodeURIComponent);
      expect(directoryFilterFromSegments(encoded[0]!, encoded[1]!, encoded[2]!)).toEqual(filter);
    }
  });

  it("refuses route segments that are no filter value (404, nothing cached under them)", () => {
    expect(directoryFilterFromSegments("unbekannt", "wien", "1")).toBeNull();
    expect(directoryFilterFromSegments("alle", "1240", "1")).toBeNull();
    expect(directoryFilterFromSegments("alle", "wien", "0")).toBeNull();
    expect(directoryFilterFromSegments("alle", "wien", "01")).toBeNull();
    expect(directoryFilterFromSegments("alle", "wien", "10001")).toBeNull();
    expect(directoryFilterFromSegments("%E0%A4%A", "wien", "1")).toBeNull();
  });
});
