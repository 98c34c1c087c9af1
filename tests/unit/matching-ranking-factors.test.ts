/**
 * The published ranking factors decide the assign dialog's order, in their published order
 * (lib/domain/matching.ts RANKING_FACTORS; P2B regulation (EU) 2019/1150 Art. 5):
 * service, district, open leads, response time, rating; each only among companies equal in the
 * ones before it. /agb and /unternehmen print the same factors in the same order.
 */
import { termsDocument } from "@/lib/content/legal";
import { RANKING_TRANSPARENCY } from "@/lib/content/partner-landing";
import { DEFAULT_MARKETPLACE_SETTINGS, EMPTY_IMPRINT_SETTINGS } from "@/lib/domain/settings";
import { RANKING_FACTORS, rankCandidates, servesProjectDistrict, type CandidateCompany } from "@/lib/domain/matching";

const HOUR = 3_600_000;
const project = { serviceType: "maler", zipCode: "1100" };

const company = (id: number, extra: Partial<CandidateCompany> = {}): CandidateCompany => ({
  id,
  name: `Firma ${id}`,
  city: "1100 Wien",
  services: ["maler"],
  openAssignments: 0,
  ...extra,
});

const order = (companies: CandidateCompany[]) => rankCandidates(project, companies).map((candidate) => candidate.id);

it("publishes exactly five factors in this order", () => {
  expect(RANKING_FACTORS.map((factor) => factor.key)).toEqual([
    "service",
    "district",
    "openLeads",
    "responseTime",
    "rating",
  ]);
});

it("service beats district, open leads, response time and rating", () => {
  expect(
    order([
      company(1, {
        services: ["fliesen"],
        openAssignments: 0,
        responseMedianMs: HOUR,
        ratingAverage: 5,
        ratingCount: 9,
      }),
      company(2, {
        city: "1230 Wien",
        districts: ["1230"],
        openAssignments: 9,
        responseMedianMs: 90 * HOUR,
        ratingAverage: 1,
        ratingCount: 1,
      }),
    ]),
  ).toEqual([2, 1]);
});

it("district (service area first, then distance) beats open leads, response time and rating", () => {
  expect(
    order([
      company(1, { districts: ["1010"], openAssignments: 0, responseMedianMs: HOUR, ratingAverage: 5, ratingCount: 3 }),
      company(2, { city: "1230 Wien", districts: [], openAssignments: 5 }),
      company(3, { districts: ["1100", "1110"], openAssignments: 5 }),
    ]),
  ).toEqual([3, 2, 1]);
  const ranked = rankCandidates(project, [company(1, { districts: ["1010"] })]);
  expect(ranked[0]!.servesDistrict).toBe(false);
  expect(ranked[0]!.reasons).toContain("Bezirk nicht im Einsatzgebiet");
});

it("open leads beat response time and rating", () => {
  expect(
    order([
      company(1, { openAssignments: 2, responseMedianMs: HOUR, ratingAverage: 5, ratingCount: 4 }),
      company(2, { openAssignments: 1, responseMedianMs: 80 * HOUR, ratingAverage: 2, ratingCount: 4 }),
    ]),
  ).toEqual([2, 1]);
});

it("response time beats rating; an unknown response time comes after every known one", () => {
  expect(
    order([
      company(1, { responseMedianMs: 20 * HOUR, ratingAverage: 5, ratingCount: 10 }),
      company(2, { responseMedianMs: 2 * HOUR, ratingAverage: 3, ratingCount: 10 }),
      company(3, { responseMedianMs: null, ratingAverage: 5, ratingCount: 10 }),
    ]),
  ).toEqual([2, 1, 3]);
});

it("rating decides last: higher average first, no reviews after every rated company, then name", () => {
  expect(
    order([
      company(1, { name: "A", ratingAverage: null, ratingCount: 0 }),
      company(2, { name: "B", ratingAverage: 4.2, ratingCount: 5 }),
      company(3, { name: "C", ratingAverage: 4.8, ratingCount: 2 }),
      company(4, { name: "D", ratingAverage: 4.2, ratingCount: 1 }),
    ]),
  ).toEqual([3, 2, 4, 1]);
  const [best] = rankCandidates(project, [
    company(3, { responseMedianMs: 2 * HOUR, ratingAverage: 4.8, ratingCount: 2 }),
  ]);
  expect(best!.reasons).toEqual([
    "bietet Maler an",
    "gleicher Bezirk",
    "keine offenen Leads",
    "Antwortzeit 2 Stunden",
    "Bewertung 4,8 (2)",
  ]);
});

describe("servesProjectDistrict", () => {
  it("treats an empty list as all of Vienna and cannot exclude a project outside Vienna", () => {
    expect(servesProjectDistrict([], "1100")).toBe(true);
    expect(servesProjectDistrict(undefined, "1100")).toBe(true);
    expect(servesProjectDistrict(["1100"], "1100")).toBe(true);
    expect(servesProjectDistrict(["1010"], "1100")).toBe(false);
    expect(servesProjectDistrict(["1010"], "2340")).toBe(true);
  });
});

describe("the published texts (/agb and /unternehmen)", () => {
  const contact = {
    phone: "+43 1 2345678",
    email: "office@example.at",
    whatsapp: "",
    street: "",
    zipCity: "",
    openingHours: [],
  };
  const flat = (value: unknown): string =>
    typeof value === "string"
      ? value
      : Array.isArray(value)
        ? value.map(flat).join(" ")
        : value && typeof value === "object"
          ? Object.values(value).map(flat).join(" ")
          : "";

  it("name every factor in the ranking's order and that no payment changes it", () => {
    const terms = flat(
      termsDocument({ contact, imprint: EMPTY_IMPRINT_SETTINGS, marketplace: DEFAULT_MARKETPLACE_SETTINGS }).sections,
    );
    const partner = flat(RANKING_TRANSPARENCY);
    for (const text of [terms, partner]) {
      const positions = RANKING_FACTORS.map((factor, index) =>
        text.indexOf(`${index + 1}. ${factor.label}: ${factor.text}`),
      );
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(text).toContain("Keine Zahlung ändert die Reihenfolge");
    }
  });
});
