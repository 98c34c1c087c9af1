/**
 * Ranking of companies for a project (lib/domain/matching.ts): service match
 * first, then nearest Vienna district, then fewest open assignments, then name; district parsing of
 * postcodes and free text; service names across the quiz ids, registration texts and onboarding values.
 */
import {
  districtFromText,
  offersService,
  openLeadsText,
  rankCandidates,
  viennaDistrictNumber,
  type CandidateCompany,
} from "@/lib/domain/matching";

const company = (id: number, extra: Partial<CandidateCompany> = {}): CandidateCompany => ({
  id,
  name: `Firma ${id}`,
  city: "Wien",
  services: [],
  contactInfo: null,
  openAssignments: 0,
  ...extra,
});

describe("viennaDistrictNumber", () => {
  it.each([
    ["1010", 1],
    ["1100", 10],
    ["1230", 23],
    [" 1070 ", 7],
  ])("%s → district %s", (zip, district) => {
    expect(viennaDistrictNumber(zip)).toBe(district);
  });

  it.each(["1000", "1240", "1015", "2340", "10100", "abc", "", null, undefined])("%s is no Vienna district", (zip) => {
    expect(viennaDistrictNumber(zip)).toBeUndefined();
  });
});

describe("districtFromText", () => {
  it("finds the first Vienna postcode in an address or city text", () => {
    expect(districtFromText("Favoritenstraße 12, 1100 Wien")).toBe(10);
    expect(districtFromText("1220 Wien")).toBe(22);
    expect(districtFromText("Tel. 01 2345678, 2340 Mödling, Lager 1030 Wien")).toBe(3);
  });

  it("ignores numbers that are not Vienna postcodes", () => {
    expect(districtFromText("Wien")).toBeUndefined();
    expect(districtFromText("Telefon 0660 11001100")).toBeUndefined();
    expect(districtFromText("2340 Mödling")).toBeUndefined();
    expect(districtFromText(null)).toBeUndefined();
  });
});

describe("offersService", () => {
  it("matches the service id and its German label case-insensitively", () => {
    expect(offersService(["badrenovierung"], "badrenovierung")).toBe(true);
    expect(offersService(["Badrenovierung"], "badrenovierung")).toBe(true);
    expect(offersService(["  KÜCHENRENOVIERUNG "], "küchenrenovierung")).toBe(true);
  });

  it("matches by catalogue id: an alias id counts as its canonical service, in both directions", () => {
    expect(offersService(["badrenovierung"], "badezimmer")).toBe(true);
    expect(offersService(["badrenovierung"], "duschwechsel")).toBe(true);
    expect(offersService(["badezimmer"], "badrenovierung")).toBe(true);
    expect(offersService(["wohnungsrenovierung"], "komplette-wohnsanierung")).toBe(true);
    expect(offersService(["wohnungssanierung"], "wohnungsrenovierung")).toBe(true);
    expect(offersService(["fliesen"], "plattenleger")).toBe(false);
  });

  it("needs no translation table: old form texts match only after the data migration mapped them to ids", () => {
    expect(offersService(["Malerei & Lackierung"], "maler")).toBe(false);
    expect(offersService(["maler-arbeiten"], "maler")).toBe(false);
    expect(offersService(["maler"], "maler")).toBe(true);
  });

  it("does not match other trades", () => {
    expect(offersService(["küchenrenovierung", "maler"], "badrenovierung")).toBe(false);
    expect(offersService([], "badrenovierung")).toBe(false);
  });
});

describe("rankCandidates", () => {
  const project = { serviceType: "badrenovierung", zipCode: "1100" };

  it("puts companies offering the service first, even when farther away and busier", () => {
    const ranked = rankCandidates(project, [
      company(1, { city: "1100 Wien", services: ["maler"] }),
      company(2, { city: "1230 Wien", services: ["badrenovierung"], openAssignments: 9 }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual([2, 1]);
    expect(ranked[0]!.reasons).toEqual(["bietet Badrenovierung an", "13 Bezirke entfernt", "9 offene Leads"]);
    expect(ranked[1]!.reasons[0]).toBe("Badrenovierung nicht im Angebot");
    expect(ranked[1]!.reasons[1]).toBe("gleicher Bezirk");
  });

  it("then orders by district distance, unknown districts last", () => {
    const ranked = rankCandidates(project, [
      company(1, { services: ["badrenovierung"] }), // Wien: district unknown
      company(2, { services: ["badrenovierung"], city: "1030 Wien" }), // 7 away
      company(3, { services: ["badrenovierung"], contactInfo: "Quellenstraße 1, 1100 Wien" }), // same district
      company(4, { services: ["badrenovierung"], city: "1120 Wien" }), // 2 away
    ]);
    expect(ranked.map((c) => c.id)).toEqual([3, 4, 2, 1]);
    expect(ranked.map((c) => c.districtDistance)).toEqual([0, 2, 7, null]);
    expect(ranked[3]!.reasons[1]).toBe("Bezirk unbekannt");
  });

  it("then by fewest open assignments, then by name and id on full ties", () => {
    const ranked = rankCandidates(project, [
      company(1, { name: "Zeta Bau", services: ["badrenovierung"], city: "1090 Wien", openAssignments: 3 }),
      company(2, { name: "Beta Bau", services: ["badrenovierung"], city: "1110 Wien", openAssignments: 1 }),
      company(3, { name: "Alpha Bau", services: ["badrenovierung"], city: "1110 Wien", openAssignments: 1 }),
      company(5, { name: "Alpha Bau", services: ["badrenovierung"], city: "1090 Wien", openAssignments: 1 }),
      company(4, { name: "alpha bau", services: ["badrenovierung"], city: "1090 Wien", openAssignments: 1 }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual([3, 4, 5, 2, 1]);
    expect(ranked[4]!.reasons[2]).toBe("3 offene Leads");
  });

  it("treats every company as 'district unknown' when the project has no Vienna postcode", () => {
    const ranked = rankCandidates({ serviceType: "maler", zipCode: "2340" }, [
      company(1, { city: "1010 Wien", openAssignments: 2, services: ["maler"] }),
      company(2, { city: "1100 Wien", openAssignments: 0, services: ["maler"] }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual([2, 1]);
    expect(ranked.every((c) => c.districtDistance === null)).toBe(true);
  });

  it("leaves out excluded (already assigned) companies and does not change its input", () => {
    const input = [company(1), company(2), company(3)];
    const ranked = rankCandidates(project, input, [2]);
    expect(ranked.map((c) => c.id)).toEqual([1, 3]);
    expect(input.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(rankCandidates(project, [])).toEqual([]);
  });
});

describe("openLeadsText", () => {
  it("words the open assignment count", () => {
    expect(openLeadsText(0)).toBe("keine offenen Leads");
    expect(openLeadsText(1)).toBe("1 offener Lead");
    expect(openLeadsText(3)).toBe("3 offene Leads");
  });
});
