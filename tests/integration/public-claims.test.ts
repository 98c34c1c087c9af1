/**
 * The public figures against a real, migrated database: lib/data/public-claims.ts
 * counts verified active companies, projects passed to a company (not spam) and published reviews
 * with their average; `getPublicClaims()` turns exactly these counts into the figures the pages
 * show. The settings group "Öffentliche Angaben": a figure without its source is answered with a
 * German 400 at the source field and nothing is stored; with its source it is saved, revalidates
 * the public pages and appears among the claims.
 */
import { revalidatePath } from "next/cache";
import { GET, PUT } from "@/app/api/admin/settings/route";
import { getPublicClaims, readPublicClaimStats } from "@/lib/data/public-claims";
import { clearSettingsCache } from "@/lib/data/settings";
import { closeDb, getDb } from "@/lib/db";
import { formatCount, PUBLIC_CLAIM_THRESHOLDS, ratingValue } from "@/lib/domain/public-claims";
import type { SiteSettings } from "@/lib/validation/settings";
import { createAdminAccount } from "../support/auth";
import { apiRequest } from "../support/http";

jest.mock("next/cache", () => ({
  ...jest.requireActual("next/cache"),
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
}));

const PREFIX = "Claims-Test";

const request = (method: string, cookie: string, body?: unknown) =>
  apiRequest(method, "/api/admin/settings", { cookie, body });

let admin: Awaited<ReturnType<typeof createAdminAccount>>;

beforeAll(async () => {
  admin = await createAdminAccount("public-claims-admin@example.at");
});

beforeEach(() => {
  clearSettingsCache();
  jest.mocked(revalidatePath).mockClear();
});

afterAll(async () => {
  await getDb().appSetting.deleteMany({ where: { key: "publicClaims" } });
  clearSettingsCache();
  await closeDb();
});

async function project(name: string, extra: { spamAt?: Date; assignedCompanyId?: number } = {}) {
  return getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1100",
      name: `${PREFIX} ${name}`,
      email: "kundin@example.at",
      phone: "+43 660 1234567",
      privacyPolicyVersion: "2026-11",
      ...extra,
    },
  });
}

describe("computed figures", () => {
  it("count verified active companies, brokered projects and published reviews, and the pages get exactly these", async () => {
    const db = getDb();
    const before = await readPublicClaimStats();

    const verified = [];
    for (let i = 0; i < PUBLIC_CLAIM_THRESHOLDS.verifiedCompanies; i++) {
      verified.push(
        await db.company.create({ data: { name: `${PREFIX} Betrieb ${i}`, verified: true, verifiedAt: new Date() } }),
      );
    }
    await db.company.create({ data: { name: `${PREFIX} ungeprüft`, verified: false } });
    await db.company.create({ data: { name: `${PREFIX} deaktiviert`, verified: true, deactivatedAt: new Date() } });

    // Brokered: projects with an assignment, or with the legacy single company; not spam, not unassigned.
    const brokered = [];
    for (let i = 0; i < PUBLIC_CLAIM_THRESHOLDS.projectsBrokered - 1; i++)
      brokered.push(await project(`vermittelt ${i}`));
    for (const [index, item] of brokered.entries()) {
      await db.projectAssignment.create({
        data: { projectId: item.id, companyId: verified[index % verified.length]!.id },
      });
    }
    // Two companies on one project still count one project.
    await db.projectAssignment.create({ data: { projectId: brokered[0]!.id, companyId: verified[1]!.id } });
    await project("alt zugewiesen", { assignedCompanyId: verified[0]!.id });
    const spam = await project("Spam", { spamAt: new Date() });
    await db.projectAssignment.create({ data: { projectId: spam.id, companyId: verified[0]!.id } });
    await project("offen");

    const ratings = [5, 5, 4, 4, 3];
    for (const [index, rating] of [...ratings, 1].entries()) {
      await db.review.create({
        data: {
          companyId: verified[index % verified.length]!.id,
          rating,
          title: `Bewertung ${index}`,
          body: "Ein ausführlicher Text über den Auftrag, länger als zwanzig Zeichen.",
          authorName: "Anna M.",
          serviceType: "maler",
          jobMonth: "2026-09",
          hiddenAt: index === ratings.length ? new Date() : null,
        },
      });
    }

    const after = await readPublicClaimStats();
    expect(after.verifiedCompanies - before.verifiedCompanies).toBe(PUBLIC_CLAIM_THRESHOLDS.verifiedCompanies);
    expect(after.projectsBrokered - before.projectsBrokered).toBe(PUBLIC_CLAIM_THRESHOLDS.projectsBrokered);
    expect(after.reviewCount - before.reviewCount).toBe(ratings.length);
    const sum = ratings.reduce((total, rating) => total + rating, 0) + (before.reviewAverage ?? 0) * before.reviewCount;
    expect(after.reviewAverage).toBeCloseTo(sum / after.reviewCount, 6);

    const claims = await getPublicClaims();
    const shown = Object.fromEntries(claims.figures.map((figure) => [figure.key, figure.value]));
    expect(shown).toMatchObject({
      verifiedCompanies: formatCount(after.verifiedCompanies),
      projectsBrokered: formatCount(after.projectsBrokered),
      rating: ratingValue(after.reviewAverage!),
    });
    expect(claims.rating).toMatchObject({ count: after.reviewCount });
  });
});

describe("settings group 'Öffentliche Angaben'", () => {
  it("rejects a figure without its source with a German 400 and stores nothing", async () => {
    const { settings } = (await (await GET(request("GET", admin.cookie))).json()) as { settings: SiteSettings };
    const response = await PUT(
      request("PUT", admin.cookie, {
        ...settings,
        publicClaims: {
          ...settings.publicClaims,
          satisfactionPercent: "98",
          externalRatingAverage: "4,9",
          externalRatingSource: "Google",
        },
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      "publicClaims.satisfactionSource":
        "Bitte geben Sie die Quelle für „Zufriedenheit in %“ an – ohne Quelle wird die Angabe nicht veröffentlicht",
      "publicClaims.externalRatingCount":
        "Eine Bewertung ohne Anzahl wird nicht angezeigt: Bitte geben Sie die Anzahl der Bewertungen an",
    });
    expect(await getDb().appSetting.findUnique({ where: { key: "publicClaims" } })).toBeNull();
    expect((await getPublicClaims()).figures.map((figure) => figure.key)).not.toContain("satisfaction");
  });

  it("saves a figure with its source, revalidates the public pages and shows it with its source", async () => {
    const { settings } = (await (await GET(request("GET", admin.cookie))).json()) as { settings: SiteSettings };
    const publicClaims = {
      ...settings.publicClaims,
      satisfactionPercent: "93",
      satisfactionSource: "Kundenbefragung 10/2026, 64 Antworten",
      foundingYear: "2023",
      foundingYearSource: "Firmenbuch",
    };
    const response = await PUT(request("PUT", admin.cookie, { ...settings, publicClaims }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { changed: string[] }).changed).toEqual(["publicClaims"]);
    expect(jest.mocked(revalidatePath).mock.calls).toEqual(expect.arrayContaining([["/", "layout"]]));

    const claims = await getPublicClaims();
    expect(claims.figures.find((figure) => figure.key === "satisfaction")).toEqual({
      key: "satisfaction",
      value: "93 %",
      label: "zufriedene Kundinnen und Kunden",
      source: "Quelle: Kundenbefragung 10/2026, 64 Antworten",
    });
    expect(claims.foundingYear).toEqual({ year: "2023", source: "Quelle: Firmenbuch" });

    // A client that sends no publicClaims (older form) leaves nothing entered rather than failing.
    const { publicClaims: _omitted, ...withoutGroup } = settings;
    expect((await PUT(request("PUT", admin.cookie, withoutGroup))).status).toBe(200);
    expect((await getPublicClaims()).foundingYear).toBeNull();
  });
});
