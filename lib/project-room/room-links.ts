/** A project's "Mein Projekt" links: several per project, valid until revoked or idle too long. */
import "server-only";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  hashProjectAccessToken,
  isWellFormedProjectAccessToken,
  newProjectAccessToken,
} from "@/lib/project-room/access-token";

/** As promised on /datenschutz. */
export const ROOM_LINK_IDLE_MONTHS = 12;
/** Opening the room fires several requests: write the last use at most this often. */
const LAST_USED_PRECISION_MS = 60_000;

export function roomLinkIdleCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ROOM_LINK_IDLE_MONTHS);
  return cutoff;
}

export function validRoomLinkWhere(now: Date): Prisma.ProjectRoomLinkWhereInput {
  const cutoff = roomLinkIdleCutoff(now);
  return { revokedAt: null, OR: [{ lastUsedAt: { gte: cutoff } }, { lastUsedAt: null, createdAt: { gte: cutoff } }] };
}

/** Revoked or idle links (retention deletes them). */
export function invalidRoomLinkWhere(now: Date): Prisma.ProjectRoomLinkWhereInput {
  const cutoff = roomLinkIdleCutoff(now);
  return {
    OR: [{ revokedAt: { not: null } }, { lastUsedAt: { lt: cutoff } }, { lastUsedAt: null, createdAt: { lt: cutoff } }],
  };
}

/** Creates a link for `projectId` in `db`; returns the token for the e-mail. */
export async function createRoomLink(
  db: Prisma.TransactionClient,
  projectId: number,
  now: Date = new Date(),
): Promise<string> {
  const { token, hash } = newProjectAccessToken();
  await db.projectRoomLink.create({ data: { projectId, tokenHash: hash, createdAt: now }, select: { id: true } });
  return token;
}

export interface UsedRoomLink {
  linkId: number;
  projectId: number;
}

/** The valid link of `token` (recording its use), else null. */
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

export interface RoomLinkSummary {
  id: number;
  createdAt: string;
  lastUsedAt: string | null;
  current: boolean;
}

/** Valid links of `projectId`, newest first. */
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
