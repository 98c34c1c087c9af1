/**
 * The operator's settings, one app_settings row per group holding that group's JSON. Inside Next,
 * reads go through the data cache (shared across instances) and a save revalidates it; elsewhere a
 * process cache serves. A missing or unreadable row gives the group's defaults.
 */
import "server-only";
import { unstable_cache } from "next/cache";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type { SessionUser } from "@/lib/auth/types";
import { siteConfig } from "@/lib/config";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import {
  DEFAULT_MARKETPLACE_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_OPENING_HOURS,
  EMPTY_IMPRINT_SETTINGS,
  SETTINGS_CACHE_TAG,
  SETTINGS_GROUPS,
  type SettingsGroup,
} from "@/lib/domain/settings";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import {
  contactSettingsSchema,
  EMPTY_INVOICING_SETTINGS,
  imprintSettingsSchema,
  invoicingSettingsSchema,
  marketplaceSettingsSchema,
  notificationSettingsSchema,
  type MarketplaceSettings,
  type SiteSettings,
} from "@/lib/validation/settings";
import { EMPTY_PUBLIC_CLAIMS_SETTINGS, publicClaimsSettingsSchema } from "@/lib/validation/public-claims";

/** How long a process outside Next serves settings it has read (ms). */
export const SETTINGS_CACHE_MS = 10_000;

/** Data-cache lifetime (s) for changes no save revalidates (hand edits, lost revalidations). */
const SETTINGS_DATA_CACHE_S = 300;

const SCHEMAS = {
  contact: contactSettingsSchema,
  imprint: imprintSettingsSchema,
  marketplace: marketplaceSettingsSchema,
  notifications: notificationSettingsSchema,
  invoicing: invoicingSettingsSchema,
  publicClaims: publicClaimsSettingsSchema,
} as const;

/** Contact data and alert address from the environment, the rest fixed. */
export function defaultSiteSettings(): SiteSettings {
  return {
    contact: {
      phone: siteConfig.phone,
      email: siteConfig.email,
      whatsapp: siteConfig.whatsapp,
      street: siteConfig.address.street,
      zipCity: siteConfig.address.zipCity,
      openingHours: DEFAULT_OPENING_HOURS.map((row) => ({ ...row })),
    },
    imprint: {
      ...EMPTY_IMPRINT_SETTINGS,
      companyName: siteConfig.company.legalName,
      registerNumber: siteConfig.company.registerNumber,
      vatId: siteConfig.company.vatId,
    },
    marketplace: { ...DEFAULT_MARKETPLACE_SETTINGS },
    notifications: {
      emails: env.CONTACT_INBOX_EMAIL ? [env.CONTACT_INBOX_EMAIL] : [...DEFAULT_NOTIFICATION_SETTINGS.emails],
    },
    invoicing: { ...EMPTY_INVOICING_SETTINGS },
    publicClaims: { ...EMPTY_PUBLIC_CLAIMS_SETTINGS },
  };
}

function parseGroup<K extends SettingsGroup>(key: K, stored: unknown, fallback: SiteSettings[K]): SiteSettings[K] {
  if (stored === undefined || stored === null || typeof stored !== "object" || Array.isArray(stored)) return fallback;
  const parsed = SCHEMAS[key].safeParse({ ...fallback, ...stored });
  if (!parsed.success) {
    logger.warn(
      { key, issues: parsed.error.issues.length },
      "Gespeicherte Einstellungen ungültig, Standardwerte verwendet",
    );
    return fallback;
  }
  return parsed.data as SiteSettings[K];
}

/** Reads every group from the database (no cache). @throws database errors */
export async function readSiteSettings(
  db: Pick<Prisma.TransactionClient, "appSetting"> = getDb(),
): Promise<SiteSettings> {
  const rows = await db.appSetting.findMany({ where: { key: { in: [...SETTINGS_GROUPS] } } });
  const stored = new Map(rows.map((row) => [row.key, row.value as unknown]));
  const defaults = defaultSiteSettings();
  return {
    contact: parseGroup("contact", stored.get("contact"), defaults.contact),
    imprint: parseGroup("imprint", stored.get("imprint"), defaults.imprint),
    marketplace: parseGroup("marketplace", stored.get("marketplace"), defaults.marketplace),
    notifications: parseGroup("notifications", stored.get("notifications"), defaults.notifications),
    invoicing: parseGroup("invoicing", stored.get("invoicing"), defaults.invoicing),
    publicClaims: parseGroup("publicClaims", stored.get("publicClaims"), defaults.publicClaims),
  };
}

/**
 * On `globalThis` because Next bundles route handlers and pages separately, each with its own copy
 * of this module: a save in a route handler must clear the cache the pages read.
 */
interface SettingsCacheState {
  value?: SiteSettings;
  expiresAt: number;
  inFlight?: Promise<SiteSettings>;
  /** Bumped by every clear, so a read started before a save does not store its old result. */
  generation: number;
}
const CACHE_KEY = Symbol.for("renovio.settings-cache");
const state = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] ??= {
  expiresAt: 0,
  generation: 0,
}) as SettingsCacheState;

/** @throws database errors */
async function processCachedSettings(): Promise<SiteSettings> {
  if (state.value && state.expiresAt > Date.now()) return state.value;
  if (state.inFlight) return state.inFlight;
  const generation = state.generation;
  const read = readSiteSettings()
    .then((value) => {
      if (state.generation === generation) {
        state.value = value;
        state.expiresAt = Date.now() + SETTINGS_CACHE_MS;
      }
      return value;
    })
    .finally(() => {
      if (state.inFlight === read) state.inFlight = undefined;
    });
  state.inFlight = read;
  return read;
}

const dataCachedSettings = unstable_cache(() => readSiteSettings(), ["site-settings"], {
  tags: [SETTINGS_CACHE_TAG],
  revalidate: SETTINGS_DATA_CACHE_S,
});

const outsideNextServer = (error: unknown) =>
  error instanceof Error && error.message.includes("incrementalCache missing");

/** @throws database errors */
async function cachedSettings(): Promise<SiteSettings> {
  try {
    return await dataCachedSettings();
  } catch (error) {
    if (!outsideNextServer(error)) throw error;
    return processCachedSettings();
  }
}

export function clearSettingsCache(): void {
  state.value = undefined;
  state.expiresAt = 0;
  state.inFlight = undefined;
  state.generation += 1;
}

/**
 * The settings for pages. Never throws: during `next build` (no database) and on database errors it
 * returns the defaults, so a public page always renders.
 */
export async function getSiteSettings(): Promise<SiteSettings> {
  if (env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return defaultSiteSettings();
  try {
    return await cachedSettings();
  } catch (error) {
    logger.error({ err: error }, "Einstellungen konnten nicht gelesen werden, Standardwerte verwendet");
    return defaultSiteSettings();
  }
}

/**
 * Commission (basis points, 1000 = 10 %) and companies per lead (1–4).
 * @throws database errors (a caller that changes data should fail rather than guess).
 */
export async function getMarketplaceSettings(): Promise<MarketplaceSettings> {
  return (await cachedSettings()).marketplace;
}

/** Extra addresses for the admin alerts; empty = send to the admins. @throws database errors */
export async function getNotificationEmails(): Promise<string[]> {
  return [...(await cachedSettings()).notifications.emails];
}

/**
 * Saves all groups with one audit row of the changed ones, then clears this process's cache; the
 * caller revalidates the pages. Returns the stored settings and the changed groups.
 */
export async function updateSiteSettings(
  actor: Pick<SessionUser, "id" | "role">,
  input: SiteSettings,
): Promise<{ settings: SiteSettings; changed: SettingsGroup[] }> {
  const result = await getDb().$transaction(async (tx) => {
    const before = await readSiteSettings(tx);
    const changed = SETTINGS_GROUPS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(input[key]));
    for (const key of changed) {
      const value = input[key] as unknown as Prisma.InputJsonValue;
      await tx.appSetting.upsert({
        where: { key },
        create: { key, value, updatedBy: actor.id },
        update: { value, updatedBy: actor.id },
      });
    }
    if (changed.length > 0) {
      await recordAudit(tx, {
        actor,
        action: "settings.update",
        entityType: "settings",
        entityId: "site",
        before: Object.fromEntries(changed.map((key) => [key, before[key]])) as Prisma.InputJsonValue,
        after: Object.fromEntries(changed.map((key) => [key, input[key]])) as Prisma.InputJsonValue,
      });
    }
    return { settings: input, changed };
  });
  clearSettingsCache();
  return result;
}
