/**
 * How register checks are shown (lib/verification/summary.ts): a company with a valid GISA licence, a valid UID and
 * insurance is "geprüft" with dated lines; a later "unavailable" GISA answer keeps the earlier valid one; a company
 * without checks is never called geprüft or verifiziert on its public profile (page data, metadata and markup).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { CompanyProfileView } from "@/components/company-profile/company-profile-view";
import { profileMetadata } from "@/components/company-profile/load-profile";
import { getCompanyProfile, listCompanyDirectory } from "@/lib/data/company-profiles";
import { closeDb, getDb } from "@/lib/db";
import { checkSummaryLine } from "@/lib/domain/check-summary";
import { companySlug } from "@/lib/domain/company-slug";
import type { GisaDetails, ViesDetails } from "@/lib/verification/types";
import { companyCheckSummaries } from "@/lib/verification/summary";

const RUN = `Prüfanzeige ${Date.now()}`;
// 3 Dec 2026, 12:00 in Vienna; checks at 23:30 UTC on 2 Dec fall on 3 Dec in Vienna.
const NOW = new Date("2026-12-03T11:00:00.000Z");
const CHECKED_AT = new Date("2026-12-02T23:30:00.000Z");

const GISA_VALID: GisaDetails = {
  holderName: "Installateur Test GmbH",
  licences: [
    {
      gisaNumber: "12345678",
      wording: "Installateur (Gas- und Sanitärtechnik)",
      location: "1100 Wien, Favoritenstraße 1",
      status: "active",
      startDate: "2015-04-01",
      endDate: null,
    },
    {
      gisaNumber: "12345679",
      wording: "Rauchfangkehrer",
      location: "1100 Wien, Favoritenstraße 1",
      status: "ended",
      startDate: "2010-01-01",
      endDate: "2014-12-31",
    },
  ],
};

const VIES_VALID: ViesDetails = {
  countryCode: "AT",
  vatNumber: "U12345678",
  name: "Installateur Test GmbH",
  address: "Favoritenstraße 1, 1100 Wien",
  requestDate: "2026-12-02",
};

async function company(name: string, insuranceValidUntil: string | null) {
  return getDb().company.create({
    data: {
      name: `${RUN} ${name}`,
      verified: true,
      verifiedAt: new Date("2026-03-10T10:00:00Z"),
      services: ["klempner"],
      insuranceValidUntil: insuranceValidUntil ? new Date(`${insuranceValidUntil}T00:00:00Z`) : null,
    },
    select: { id: true, name: true },
  });
}

function check(
  companyId: number,
  source: "gisa" | "vies",
  outcome: "valid" | "invalid" | "unavailable",
  checkedAt: Date,
  details: GisaDetails | ViesDetails | null,
) {
  return getDb().verificationCheck.create({
    data: {
      companyId,
      source,
      outcome,
      query: source === "gisa" ? { gisaNumber: "12345678" } : { countryCode: "AT", vatNumber: "U12345678" },
      details: details === null ? undefined : (details as object),
      checkedAt,
      attempts: 1,
    },
  });
}

let full: { id: number; name: string };
let fallback: { id: number; name: string };
let none: { id: number; name: string };

beforeAll(async () => {
  full = await company("Vollständig", "2027-03-31");
  await check(full.id, "gisa", "valid", CHECKED_AT, GISA_VALID);
  await check(full.id, "vies", "valid", CHECKED_AT, VIES_VALID);

  fallback = await company("Register nicht erreichbar", "2027-06-30");
  await check(fallback.id, "gisa", "valid", new Date("2026-11-03T09:00:00.000Z"), GISA_VALID);
  await check(fallback.id, "gisa", "unavailable", CHECKED_AT, null);

  none = await company("Ohne Prüfung", null);
});

afterAll(async () => {
  await getDb().company.deleteMany({ where: { name: { startsWith: RUN } } });
  await closeDb();
});

describe("companyCheckSummaries", () => {
  it("a valid GISA licence, a valid UID and current insurance: geprüft, with dated German lines", async () => {
    const summary = (await companyCheckSummaries([full.id], getDb(), NOW)).get(full.id)!;
    expect(summary).toEqual({
      checked: true,
      licences: [{ wording: "Installateur (Gas- und Sanitärtechnik)", checkedAt: CHECKED_AT.toISOString() }],
      vatValid: { checkedAt: CHECKED_AT.toISOString() },
      insuranceUntil: "2027-03-31",
      items: [
        "Gewerbeberechtigung Installateur (Gas- und Sanitärtechnik), GISA geprüft am 03.12.2026",
        "UID gültig (VIES, 03.12.2026)",
        "Haftpflicht bis 31.03.2027",
      ],
    });
    expect(checkSummaryLine(summary)).toBe(
      "Gewerbeberechtigung Installateur (Gas- und Sanitärtechnik), GISA geprüft am 03.12.2026 · UID gültig (VIES, 03.12.2026) · Haftpflicht bis 31.03.2027",
    );
  });

  it("an unavailable latest GISA check shows the earlier valid one, never a failure", async () => {
    const summary = (await companyCheckSummaries([fallback.id], getDb(), NOW)).get(fallback.id)!;
    expect(summary.checked).toBe(true);
    expect(summary.licences).toEqual([
      { wording: "Installateur (Gas- und Sanitärtechnik)", checkedAt: "2026-11-03T09:00:00.000Z" },
    ]);
    expect(summary.items[0]).toBe(
      "Gewerbeberechtigung Installateur (Gas- und Sanitärtechnik), GISA geprüft am 03.11.2026",
    );
    expect(summary.vatValid).toBeNull();
  });

  it("a later invalid GISA check, lapsed insurance or a lead pause take 'geprüft' away", async () => {
    const db = getDb();
    const later = await check(full.id, "gisa", "invalid", new Date("2026-12-03T08:00:00.000Z"), {
      holderName: null,
      licences: [],
    });
    let summary = (await companyCheckSummaries([full.id], db, NOW)).get(full.id)!;
    expect(summary.checked).toBe(false);
    expect(summary.licences).toEqual([]);
    await db.verificationCheck.delete({ where: { id: later.id } });

    summary = (await companyCheckSummaries([full.id], db, new Date("2027-04-01T10:00:00.000Z"))).get(full.id)!;
    expect(summary.checked).toBe(false);
    expect(summary.insuranceUntil).toBeNull();
    expect(summary.items.some((item) => item.startsWith("Haftpflicht"))).toBe(false);

    await db.company.update({ where: { id: full.id }, data: { leadsPausedAt: NOW, leadsPausedReasons: ["vat"] } });
    expect((await companyCheckSummaries([full.id], db, NOW)).get(full.id)!.checked).toBe(false);
    await db.company.update({ where: { id: full.id }, data: { leadsPausedAt: null, leadsPausedReasons: [] } });
    expect((await companyCheckSummaries([full.id], db, NOW)).get(full.id)!.checked).toBe(true);
  });

  it("answers many companies at once; an unknown id gets the empty summary", async () => {
    const summaries = await companyCheckSummaries([full.id, none.id, fallback.id, 2_000_000_000], getDb(), NOW);
    expect([...summaries.keys()].sort()).toEqual([full.id, none.id, fallback.id, 2_000_000_000].sort());
    expect(summaries.get(2_000_000_000)).toEqual({
      checked: false,
      licences: [],
      vatValid: null,
      insuranceUntil: null,
      items: [],
    });
  });
});

describe("the public profile", () => {
  it("a company without checks: checked false, and no geprüft or verifiziert in its data, metadata or markup", async () => {
    const profile = (await getCompanyProfile(none.id, 1, NOW))!;
    expect(profile.checks).toEqual({ checked: false, licences: [], vatValid: null, insuranceUntil: null, items: [] });
    const metadata = await profileMetadata(companySlug(none), 1);
    const text = JSON.stringify({ profile, metadata });
    expect(text).not.toMatch(/geprüft|verifiziert/i);
    const html = renderToStaticMarkup(createElement(CompanyProfileView, { profile }));
    expect(html).toContain("Registerprüfung nicht abgeschlossen");
    expect(html).not.toMatch(/Geprüfter Fachbetrieb|GISA geprüft|verifiziert seit/i);
  });

  it("a checked company's profile and directory card carry the same summary", async () => {
    const profile = (await getCompanyProfile(full.id, 1, NOW))!;
    expect(profile.checks.checked).toBe(true);
    const html = renderToStaticMarkup(createElement(CompanyProfileView, { profile }));
    expect(html).toContain("Geprüfter Fachbetrieb");
    expect(html).toContain("UID gültig (VIES, 03.12.2026)");
    expect((await profileMetadata(companySlug(full), 1)).description).toContain(
      "Gewerbeberechtigung und Haftpflicht geprüft",
    );

    let page = 1;
    for (;;) {
      const directory = await listCompanyDirectory({ service: "klempner", page }, NOW);
      const card = directory.companies.find((entry) => entry.id === full.id);
      if (card) {
        expect(card.checks).toEqual(profile.checks);
        break;
      }
      expect(page).toBeLessThan(directory.pages);
      page += 1;
    }
  });
});
