/**
 * The operator's settings against a real, migrated database: GET and PUT
 * /api/admin/settings. Covers admin-only access, the defaults of a fresh install (contact details
 * from the environment, empty imprint, 10 % commission, 4 companies per lead), German 400s at their
 * fields, the value read back (also through getSiteSettings / getMarketplaceSettings), the audit row
 * "settings.update" with before and after, and the revalidation of the public pages.
 */
import { revalidatePath, revalidateTag } from "next/cache";
import { GET as listProjects } from "@/app/api/admin/projects/route";
import { GET, PUT } from "@/app/api/admin/settings/route";
import { siteConfig } from "@/lib/config";
import {
  clearSettingsCache,
  getMarketplaceSettings,
  getNotificationEmails,
  getSiteSettings,
} from "@/lib/data/settings";
import { closeDb, getDb } from "@/lib/db";
import { SETTINGS_CACHE_TAG } from "@/lib/domain/settings";
import type { SiteSettings } from "@/lib/validation/settings";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest } from "../support/http";

jest.mock("next/cache", () => ({
  ...jest.requireActual("next/cache"),
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
}));

type Answer = {
  settings: SiteSettings;
  imprintMissing: string[];
  changed?: string[];
  message?: string;
  errors?: Record<string, string>;
};

let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let company: Awaited<ReturnType<typeof createCompanyAccount>>;

const get = async (cookie = admin.cookie) => {
  const response = await GET(apiRequest("GET", "/api/admin/settings", { cookie }));
  return { status: response.status, body: (await response.json()) as Answer };
};
/**
 * This suite's own settings.update audit rows: the integration database is shared, and other suites
 * (public claims) write such rows with their own admins.
 */
const ownSettingsUpdates = () => ({ action: "settings.update", actorUserId: admin.userId });

/** `cookie` null: logged out. */
const put = async (body: unknown, cookie: string | null = admin.cookie) => {
  const response = await PUT(apiRequest("PUT", "/api/admin/settings", { cookie: cookie ?? undefined, body }));
  return { status: response.status, body: (await response.json()) as Answer };
};

const FULL_IMPRINT = {
  companyName: "Beispiel Plattform GmbH",
  legalForm: "Gesellschaft mit beschränkter Haftung",
  registerNumber: "FN 123456 a",
  registerCourt: "Handelsgericht Wien",
  vatId: "ATU12345678",
  supervisoryAuthority: "Magistratisches Bezirksamt Wien",
  chamber: "Wirtschaftskammer Wien",
};

beforeAll(async () => {
  await getDb().appSetting.deleteMany({});
  admin = await createAdminAccount("settings-admin@example.at");
  company = await createCompanyAccount("settings-company@example.at");
});

beforeEach(() => {
  clearSettingsCache();
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(revalidateTag).mockClear();
});

afterAll(async () => {
  await getDb().appSetting.deleteMany({});
  clearSettingsCache();
  await closeDb();
});

describe("access", () => {
  it("answers 401 logged out and 403 for a company, changing nothing", async () => {
    const { body: before } = await get();
    expect((await GET(apiRequest("GET", "/api/admin/settings"))).status).toBe(401);
    expect((await GET(apiRequest("GET", "/api/admin/settings", { cookie: company.cookie }))).status).toBe(403);
    expect((await put(before.settings, null)).status).toBe(401);
    const changed = { ...before.settings, contact: { ...before.settings.contact, phone: "+43 1 999 99 99" } };
    expect((await put(changed, company.cookie)).status).toBe(403);
    expect(await getDb().appSetting.count()).toBe(0);
  });
});

describe("defaults of a fresh install", () => {
  it("contact details from the environment, empty imprint, 10 % and 4 companies, no extra addresses", async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.settings.contact).toMatchObject({
      phone: siteConfig.phone,
      email: siteConfig.email,
      whatsapp: siteConfig.whatsapp,
    });
    expect(body.settings.contact.openingHours).toHaveLength(3);
    expect(body.settings.imprint.registerNumber).toBe(siteConfig.company.registerNumber);
    expect(JSON.stringify(body.settings.imprint)).not.toMatch(/FN 589412|ATU78451236|Stephansplatz/);
    expect(body.settings.marketplace).toEqual({ commissionBps: 1000, companiesPerLead: 4, contactRelease: "sofort" });
    expect(body.settings.notifications).toEqual({ emails: [] });
    expect(body.imprintMissing).toEqual(expect.arrayContaining(["Firmenbuchgericht", "Kammer"]));
    expect(await getMarketplaceSettings()).toEqual({
      commissionBps: 1000,
      companiesPerLead: 4,
      contactRelease: "sofort",
    });
  });
});

describe("PUT", () => {
  it("saves, reads back, writes one audit row with before and after and revalidates the public pages", async () => {
    const { body: before } = await get();
    const next: SiteSettings = {
      contact: { ...before.settings.contact, phone: "+43 1 555 12 34", street: "Musterstraße 5", zipCity: "1070 Wien" },
      imprint: FULL_IMPRINT,
      marketplace: { commissionBps: 1250, companiesPerLead: 3, contactRelease: "sofort" },
      notifications: { emails: ["alerts@example.at", " alerts@example.at ", "", "zwei@example.at"] },
      invoicing: { accountHolder: "", iban: "", bic: "", bankName: "" },
      publicClaims: before.settings.publicClaims,
    };
    const saved = await put(next);
    expect(saved.status).toBe(200);
    expect(saved.body.imprintMissing).toEqual([]);
    expect(saved.body.settings.notifications.emails).toEqual(["alerts@example.at", "zwei@example.at"]);

    const { body: readBack } = await get();
    expect(readBack.settings.contact.phone).toBe("+43 1 555 12 34");
    expect(readBack.settings.imprint).toEqual(FULL_IMPRINT);
    expect(readBack.settings.marketplace).toEqual({
      commissionBps: 1250,
      companiesPerLead: 3,
      contactRelease: "sofort",
    });
    expect((await getSiteSettings()).contact.phone).toBe("+43 1 555 12 34");
    expect(await getMarketplaceSettings()).toEqual({
      commissionBps: 1250,
      companiesPerLead: 3,
      contactRelease: "sofort",
    });
    // The projects list tells the admin's screens the limit ("2 von 3 Firmen offen").
    const projects = await listProjects(
      apiRequest("GET", "/api/admin/projects?page=1&pageSize=10", { cookie: admin.cookie }),
    );
    expect((await projects.json()).companiesPerLead).toBe(3);
    expect(await getNotificationEmails()).toEqual(["alerts@example.at", "zwei@example.at"]);

    const audit = await getDb().auditLog.findMany({ where: ownSettingsUpdates() });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.userId, entityType: "settings" });
    expect(audit[0].before).toMatchObject({
      contact: { phone: before.settings.contact.phone },
      marketplace: { commissionBps: 1000 },
    });
    expect(audit[0].after).toMatchObject({
      contact: { phone: "+43 1 555 12 34" },
      marketplace: { commissionBps: 1250 },
    });

    const paths = jest.mocked(revalidatePath).mock.calls;
    expect(paths).toEqual(
      expect.arrayContaining([
        ["/", "layout"],
        ["/kontakt", undefined],
        ["/impressum", undefined],
      ]),
    );
    // The settings' data-cache entry (shared by every instance) expires at once, not stale-while-revalidate.
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([[SETTINGS_CACHE_TAG, { expire: 0 }]]);
  });

  it("saving the same values changes nothing and writes no audit row", async () => {
    const { body } = await get();
    const countBefore = await getDb().auditLog.count({ where: ownSettingsUpdates() });
    const saved = await put(body.settings);
    expect(saved.status).toBe(200);
    expect(saved.body.changed).toEqual([]);
    expect(await getDb().auditLog.count({ where: ownSettingsUpdates() })).toBe(countBefore);
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers 400 with German messages at the fields and stores nothing", async () => {
    const { body } = await get();
    const countBefore = await getDb().auditLog.count({ where: ownSettingsUpdates() });
    const invalid = {
      ...body.settings,
      contact: { ...body.settings.contact, phone: "abc", email: "keine-adresse" },
      marketplace: { commissionBps: 10_001, companiesPerLead: 5 },
      notifications: { emails: ["ok@example.at", "falsch"] },
    };
    const answer = await put(invalid);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      "contact.phone": expect.stringContaining("Telefonnummer"),
      "contact.email": "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      "marketplace.commissionBps": "Die Provision darf höchstens 100 % betragen",
      "marketplace.companiesPerLead": "Höchstens 4 Firmen pro Lead",
      "notifications.emails.1": "„falsch“ ist keine gültige E-Mail-Adresse",
    });
    expect((await put({ contact: body.settings.contact })).status).toBe(400);
    expect(await getDb().auditLog.count({ where: ownSettingsUpdates() })).toBe(countBefore);
    expect((await get()).body.settings).toEqual(body.settings);
  });

  it("a stored row that no longer parses falls back to that group's defaults", async () => {
    await getDb().appSetting.update({ where: { key: "marketplace" }, data: { value: { commissionBps: "viel" } } });
    clearSettingsCache();
    expect(await getMarketplaceSettings()).toEqual({
      commissionBps: 1000,
      companiesPerLead: 4,
      contactRelease: "sofort",
    });
    expect((await getSiteSettings()).contact.phone).toBe("+43 1 555 12 34");
  });
});

describe("inside the Next server (its data cache)", () => {
  /** A minimal incremental cache as the Next server installs it: entries with their tags; a tag revalidation deletes them. */
  const entries = new Map<string, { body: string; tags: string[] }>();
  const incrementalCache = {
    isOnDemandRevalidate: false,
    generateSimpleCacheKey: async (key: string) => key,
    get: async (key: string) => {
      const entry = entries.get(key);
      return entry
        ? { value: { kind: "FETCH", data: { headers: {}, body: entry.body, status: 200, url: "" } }, isStale: false }
        : null;
    },
    set: async (key: string, data: { data: { body: string } }, context: { tags: string[] }) => {
      entries.set(key, { body: data.data.body, tags: context.tags });
    },
  };
  const revalidateTagInCache = (tag: string) => {
    for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
  };

  beforeAll(() => {
    (globalThis as { __incrementalCache?: unknown }).__incrementalCache = incrementalCache;
  });
  afterAll(() => {
    delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
  });

  it("reads the settings through one entry tagged site-settings, which a save's tag revalidation replaces", async () => {
    const { body } = await get();
    await put({ ...body.settings, contact: { ...body.settings.contact, phone: "+43 1 222 33 44" } });
    expect((await getSiteSettings()).contact.phone).toBe("+43 1 222 33 44");
    expect([...entries.values()].map((entry) => entry.tags)).toEqual([[SETTINGS_CACHE_TAG]]);

    // Another instance saves (only the database and the shared cache change here): the entry still answers ...
    await getDb().appSetting.update({
      where: { key: "contact" },
      data: { value: { ...body.settings.contact, phone: "+43 1 999 88 77" } },
    });
    clearSettingsCache();
    expect((await getSiteSettings()).contact.phone).toBe("+43 1 222 33 44");
    // ... until the tag that its revalidateSettingsPages sends (asserted above) reaches the cache.
    revalidateTagInCache(SETTINGS_CACHE_TAG);
    expect((await getSiteSettings()).contact.phone).toBe("+43 1 999 88 77");
    expect(await getMarketplaceSettings()).toEqual((await get()).body.settings.marketplace);
  });
});
