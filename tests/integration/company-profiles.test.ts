/**
 * Public company profiles and the directory on PostgreSQL: only verified, active
 * companies are public (others 404), a wrong name part redirects permanently to the canonical
 * slug, the profile's figures come from recorded events (visible reviews only; median response
 * time over the last 90 days; jobs done = Gewonnen with job_done_at), the directory filters by
 * service and district, the sitemap lists the profiles, and the assign dialog ranks by the figures.
 */
import { GET as sitemap } from "@/app/server-sitemap.xml/route";
import { resolveProfile } from "@/components/company-profile/load-profile";
import {
  getCompanyProfile,
  listCompanyDirectory,
  listCompanyReviews,
  listDirectoryServices,
} from "@/lib/data/company-profiles";
import { getCompanyStats } from "@/lib/data/company-stats";
import { getAdminCompany, setCompanyVerified } from "@/lib/data/admin-companies";
import { closeDb, getDb } from "@/lib/db";
import { PROFILE_REVIEWS_PAGE_SIZE } from "@/lib/domain/company-profile";
import { companySlug } from "@/lib/domain/company-slug";

const PREFIX = `Profiltest ${Date.now()}`;
const EMAIL = `profiltest-${Date.now()}@example.at`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date();

let painter: { id: number; name: string };
let tiler: { id: number; name: string };
let unverified: { id: number; name: string };
let deactivated: { id: number; name: string };

async function createProject() {
  return getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1100",
      name: "Kunde Test",
      email: EMAIL,
      phone: "0660 1",
      privacyPolicyVersion: "2025-07",
    },
    select: { id: true },
  });
}

/** An assignment of `companyId` assigned `assignedAgoMs` ago and contacted `contactMs` later (null: not contacted). */
async function assignment(
  companyId: number,
  assignedAgoMs: number,
  contactMs: number | null,
  extra: { status?: string; jobDoneAt?: Date } = {},
) {
  const project = await createProject();
  const assignedAt = new Date(now.getTime() - assignedAgoMs);
  return getDb().projectAssignment.create({
    data: {
      projectId: project.id,
      companyId,
      assignedAt,
      contactedAt: contactMs === null ? null : new Date(assignedAt.getTime() + contactMs),
      status: extra.status ?? "Offen",
      jobDoneAt: extra.jobDoneAt ?? null,
    },
  });
}

function review(companyId: number, rating: number, createdAt: Date, hidden = false) {
  return getDb().review.create({
    data: {
      companyId,
      rating,
      title: `Titel ${rating} ${createdAt.toISOString()}`,
      body: "Ein ausführlicher Text über den Auftrag, länger als zwanzig Zeichen.",
      authorName: "Anna M.",
      serviceType: "maler",
      jobMonth: "2026-09",
      createdAt,
      hiddenAt: hidden ? now : null,
    },
  });
}

beforeAll(async () => {
  const db = getDb();
  const create = (name: string, data: object) =>
    db.company.create({
      data: { name: `${PREFIX} ${name}`, verified: true, verifiedAt: new Date("2026-03-10T10:00:00Z"), ...data },
      select: { id: true, name: true },
    });
  painter = await create("Malerei Huber", { services: ["maler"], districts: ["1100", "1030"] });
  tiler = await create("Fliesen Berger", { services: ["fliesen"], districts: [] });
  unverified = await create("Ungeprüft", { services: ["maler"], verified: false, verifiedAt: null });
  deactivated = await create("Deaktiviert", { services: ["maler"], deactivatedAt: now });

  // Painter: 4 contacts in the window (1 h, 2 h, 5 h, 30 h → median 3.5 h), one older than 90 days, one not contacted.
  await assignment(painter.id, 2 * DAY, 1 * HOUR);
  await assignment(painter.id, 3 * DAY, 2 * HOUR, { status: "Gewonnen", jobDoneAt: now });
  await assignment(painter.id, 4 * DAY, 5 * HOUR, { status: "Gewonnen" });
  await assignment(painter.id, 10 * DAY, 30 * HOUR, { status: "Verloren" });
  await assignment(painter.id, 120 * DAY, 90 * HOUR);
  await assignment(painter.id, 1 * DAY, null);
  // Tiler: two contacts only (too few to publish).
  await assignment(tiler.id, 2 * DAY, HOUR);
  await assignment(tiler.id, 3 * DAY, HOUR);

  // Painter: 12 visible reviews (newest first: day 1 … day 12) and one hidden 5-star review.
  for (let day = 1; day <= 12; day += 1)
    await review(painter.id, day === 1 ? 3 : 5, new Date(now.getTime() - day * DAY));
  await review(painter.id, 1, new Date(now.getTime() - 1000), true);
});

afterAll(async () => {
  await getDb().company.deleteMany({ where: { name: { startsWith: PREFIX } } });
  await getDb().project.deleteMany({ where: { email: EMAIL } });
  await closeDb();
});

describe("figures from recorded events", () => {
  it("median response time over the last 90 days, visible reviews, jobs done", async () => {
    const stats = await getCompanyStats([painter.id, tiler.id, deactivated.id], now);
    expect(stats.get(painter.id)).toEqual({
      responseMedianMs: 3.5 * HOUR,
      responseCount: 4,
      ratingAverage: (3 + 11 * 5) / 12,
      ratingCount: 12,
      jobsDone: 1,
    });
    expect(stats.get(tiler.id)).toMatchObject({
      responseMedianMs: HOUR,
      responseCount: 2,
      ratingAverage: null,
      ratingCount: 0,
      jobsDone: 0,
    });
    expect(stats.get(deactivated.id)).toEqual({
      responseMedianMs: null,
      responseCount: 0,
      ratingAverage: null,
      ratingCount: 0,
      jobsDone: 0,
    });
  });

  it("a profile pages the visible reviews newest first and never shows a hidden one", async () => {
    const profile = await getCompanyProfile(painter.id, 1, now);
    expect(profile!.reviews.total).toBe(12);
    expect(profile!.reviews.pages).toBe(Math.ceil(12 / PROFILE_REVIEWS_PAGE_SIZE));
    expect(profile!.reviews.reviews).toHaveLength(PROFILE_REVIEWS_PAGE_SIZE);
    expect(profile!.reviews.reviews[0]!.rating).toBe(3);
    const times = profile!.reviews.reviews.map((item) => item.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await listCompanyReviews(painter.id, 2);
    expect(second.reviews).toHaveLength(12 - PROFILE_REVIEWS_PAGE_SIZE);
    expect([...profile!.reviews.reviews, ...second.reviews].some((item) => item.rating === 1)).toBe(false);
  });
});

describe("resolving /firmen/{slug}", () => {
  const digest = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return "rendered";
    } catch (error) {
      return (error as { digest?: string }).digest ?? String(error);
    }
  };

  it("renders the canonical slug of a verified, active company", async () => {
    const profile = await resolveProfile(companySlug(painter), 1);
    expect(profile.company.name).toBe(painter.name);
    expect(profile.company).not.toHaveProperty("contactEmail");
  });

  it("redirects a wrong name part permanently (308) to the canonical slug, keeping the review page", async () => {
    expect(await digest(resolveProfile(`alter-name-${painter.id}`, 1))).toMatch(
      new RegExp(`^NEXT_REDIRECT;replace;/firmen/${companySlug(painter)};308;`),
    );
    expect(await digest(resolveProfile(`${painter.id}`, 2))).toMatch(
      new RegExp(`^NEXT_REDIRECT;replace;/firmen/${companySlug(painter)}\\?seite=2;308;`),
    );
  });

  it("answers 404 for unverified, deactivated and unknown companies and for a page beyond the last", async () => {
    for (const slug of [companySlug(unverified), companySlug(deactivated), "unbekannt-2147483000", "ohne-id"]) {
      expect(await digest(resolveProfile(slug, 1))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    }
    expect(await digest(resolveProfile(companySlug(painter), 3))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await digest(resolveProfile(companySlug(tiler), 1))).toBe("rendered");
  });
});

describe("the directory", () => {
  const mine = (ids: number[]) =>
    ids.filter((id) => [painter.id, tiler.id, unverified.id, deactivated.id].includes(id));

  async function ids(query: { service?: string; district?: string }) {
    const result: number[] = [];
    for (let page = 1; ; page += 1) {
      const directory = await listCompanyDirectory({ ...query, page }, now);
      result.push(...directory.companies.map((company) => company.id));
      if (page >= directory.pages) return { ids: result, total: directory.total };
    }
  }

  it("lists only verified, active companies, with their figures", async () => {
    const all = await ids({});
    expect(mine(all.ids).sort()).toEqual([painter.id, tiler.id].sort());
    expect(all.ids).toHaveLength(all.total);
    const page = await listCompanyDirectory({ page: 1 }, now);
    const listed = page.companies.find((company) => company.id === painter.id);
    if (listed) expect(listed.stats.ratingCount).toBe(12);
  });

  it("filters by service (its catalogue id) and by district (listed, or all of Vienna)", async () => {
    expect(mine((await ids({ service: "maler" })).ids)).toEqual([painter.id]);
    expect(mine((await ids({ service: "fliesen" })).ids)).toEqual([tiler.id]);
    expect(mine((await ids({ district: "1100" })).ids).sort()).toEqual([painter.id, tiler.id].sort());
    expect(mine((await ids({ district: "1230" })).ids)).toEqual([tiler.id]);
    expect(mine((await ids({ service: "maler", district: "1230" })).ids)).toEqual([]);
  });

  it("offers the services of listed companies as filter choices", async () => {
    const services = await listDirectoryServices();
    expect(services).toEqual(
      expect.arrayContaining([
        { id: "maler", label: "Maler" },
        { id: "fliesen", label: "Fliesenleger" },
      ]),
    );
  });
});

it("the server sitemap lists /firmen and every public profile, never an unverified or deactivated one", async () => {
  const xml = await (await sitemap()).text();
  expect(xml).toContain("/firmen</loc>");
  expect(xml).toContain(`/firmen/${companySlug(painter)}</loc>`);
  expect(xml).toContain(`/firmen/${companySlug(tiler)}</loc>`);
  expect(xml).not.toContain(`/firmen/${companySlug(unverified)}</loc>`);
  expect(xml).not.toContain(`/firmen/${companySlug(deactivated)}</loc>`);
});

describe("the admin's company details", () => {
  it("show the median response time with its count, the figures and the profile path", async () => {
    const details = await getAdminCompany(painter.id);
    expect(details.figures).toMatchObject({
      responseCount: 4,
      ratingCount: 12,
      jobsDone: 1,
      verifiedAt: "2026-03-10T10:00:00.000Z",
      profilePath: `/firmen/${companySlug(painter)}`,
    });
    // Fewer than 3 contacts: the admin still sees the median (the profile does not).
    expect((await getAdminCompany(tiler.id)).figures).toMatchObject({ responseMedianMs: HOUR, responseCount: 2 });
    expect((await getAdminCompany(deactivated.id)).figures?.profilePath).toBeNull();
  });

  it("verifying sets verified_at (the profile appears), unverifying clears it (the profile answers 404)", async () => {
    const company = await getDb().company.create({
      data: { name: `${PREFIX} Neu`, verified: false, services: ["maler"] },
      select: { id: true, name: true },
    });
    const before = Date.now();
    await setCompanyVerified(company.id, true, "system", "Ohne Registerprüfung im Test");
    const verified = await getDb().company.findUniqueOrThrow({
      where: { id: company.id },
      select: { verifiedAt: true },
    });
    expect(verified.verifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await resolveProfile(companySlug(company), 1)).company.verifiedAt).toEqual(verified.verifiedAt);
    await setCompanyVerified(company.id, false);
    expect(
      (await getDb().company.findUniqueOrThrow({ where: { id: company.id }, select: { verifiedAt: true } })).verifiedAt,
    ).toBeNull();
    expect(await getCompanyProfile(company.id)).toBeNull();
  });
});
