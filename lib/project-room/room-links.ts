/**
 * The "Mein Projekt" links of a project (table project_room_links): a project can have several;
 * each is stored only as the SHA-256 hex of its token (access-token.ts), is valid until the
 * customer revokes it or ROOM_LINK_IDLE_MONTHS pass without its use, and every use is recorded.
 */
import "server-only";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  hashProjectAccessToken,
  isWellFormedProjectAccessToken,
  newProjectAccessToken,
} from "@/lib/project-room/access-token";

/** Months without use after which a link stops working (/datenschutz; the e-mail form sends new ones). */
export const ROOM_LINK_IDLE_MONTHS = 12;
/** A link's last use is written at most this often (opening the room fires several requests). */
const LAST_USED_PRECISION_MS = 60_000;

/** The earliest last use (or creation, if never used) of a link still valid at `now`. */
export function roomLinkIdleCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ROOM_LINK_IDLE_MONTHS);
  return cutoff;
}

/** The links valid at `now`: not revoked, used (or created) within ROOM_LINK_IDLE_MONTHS. */
export function validRoomLinkWhere(now: Date): Prisma.ProjectRoomLinkWhereInput {
  const cutoff = roomLinkIdleCutoff(now);
  return { revokedAt: null, OR: [{ lastUsedAt: { gte: cutoff } }, { lastUsedAt: null, createdAt: { gte: cutoff } }] };
}

/** The links no longer valid at `now`: revoked, or unused for ROOM_LINK_IDLE_MONTHS (retention deletes them). */
export function invalidRoomLinkWhere(now: Date): Prisma.ProjectRoomLinkWhereInput {
  const cutoff = roomLinkIdleCutoff(now);
  return {
    OR: [{ revokedAt: { not: null } }, { lastUsedAt: { lt: cutoff } }, { lastUsedAt: null, createdAt: { lt: cutoff } }],
  };
}

/**
 * Creates a new link for project `projectId` (earlier links stay valid).
 *
 * @param db the transaction the link belongs to (e.g. with the e-mail that carries it).
 * @returns the token, to be put into the e-mail; only its hash is stored.
 */
export async function createRoomLink(
  db: Prisma.TransactionClient,
  projectId: number,
  now: Date = new Date(),
): Promise<string> {
  const { token, hash } = newProjectAccessToken();
  await db.projectRoomLink.create({ data: { projectId, tokenHash: hash, createdAt: now }, select: { id: true } });
  return token;
}

/** A valid link as presented: its row id and project. */
export interface UsedRoomLink {
  linkId: number;
  projectId: number;
}

/**
 * Looks up the valid link of `token` and records its use (lastUsedAt = `now`, at most once a minute).
 * Erased projects have no links left.
 *
 * @returns null for a malformed, unknown, revoked or expired token.
 */
export async function resolveRoomLink(token: string, now: Date = new Date()): Promise<UsedRoomLink | null> {
  if (!isWellFormedProjectAccessToken(token)) return null;
  const db = getDb();
  const link = await db.projectRoomLink.findFirst({
    where: { tokenHash: hashProjectAccessToken(token), ...validRoomLinkWhere(now) },
    select: { id: true, projectId: true, lastUsedAt: true },
  });
  if (!link) return null;
  if (!link.lastUsedAt || now.getTime() - link.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.projectRoomLink.update({ where: { id: link.id }, data: { lastUsedAt: now }, select: { id: true } });
  }
  return { linkId: link.id, projectId: link.projectId };
}

/** A valid link as the room lists it. */
export interface RoomLinkSummary {
  id: number;
  createdAt: string;
  lastUsedAt: string | null;
  /** The link the room was opened with. */
  current: boolean;
}

/** The valid links of project `projectId`, newest first; `currentLinkId` marks the one in use. */
export async function listRoomLinks(
  projectId: number,
  currentLinkId: number,
  now: Date = new Date(),
): Promise<RoomLinkSummary[]> {
  const rows = await getDb().projectRoomLink.findMany({
    where: { projectId, ...validRoomLinkWhere(now) },
    orderBy: { id: "desc" },
    select: { id: true, createdAt: true, lastUsedAt: true },
  });
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    current: row.id === currentLinkId,
  }));
}
