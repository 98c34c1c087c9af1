/**
 * The admin section "Admins": list, invite, deactivate and reactivate admin users, audited. Changes
 * of the admin set take an advisory lock, so concurrent deactivations never leave no active admin.
 */
import "server-only";
import { endAllSessions } from "@/lib/auth/session";
import { createSetupToken, SETUP_TOKEN_TTL_MS } from "@/lib/auth/setup-token";
import { ROLES, type SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { passwordSetupUrl } from "@/lib/data/users";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/outbox";
import { adminInviteEmail } from "@/lib/email/templates-admins";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import type { AdminUserRow, AdminUserStatus } from "@/lib/validation/admin-users";

export const ADMIN_NOT_FOUND = "Admin nicht gefunden.";
export const SELF_DEACTIVATION = "Sie können sich nicht selbst deaktivieren.";
export const LAST_ADMIN = "Der letzte aktive Admin kann nicht deaktiviert werden.";

export type { AdminUserRow, AdminUserStatus };

type Actor = Pick<SessionUser, "id" | "role" | "email">;

const ROW_SELECT = {
  id: true,
  email: true,
  password: true,
  disabledAt: true,
  totpEnabledAt: true,
  lastLoginAt: true,
  createdAt: true,
  tokenExpiry: true,
} satisfies Prisma.UserSelect;

type RowSource = Prisma.UserGetPayload<{ select: typeof ROW_SELECT }>;

function statusOf(user: Pick<RowSource, "password" | "disabledAt">): AdminUserStatus {
  if (user.disabledAt) return "disabled";
  return user.password === null ? "invited" : "active";
}

function toRow(user: RowSource, callerId: number): AdminUserRow {
  const status = statusOf(user);
  return {
    id: user.id,
    email: user.email,
    status,
    totpEnabled: user.totpEnabledAt !== null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    isSelf: user.id === callerId,
    inviteExpiresAt: status === "invited" ? (user.tokenExpiry?.toISOString() ?? null) : null,
  };
}

async function lockAdmins(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('admin-users'))`;
}

/** One page of admins (active and invited first, then by e-mail); `callerId` marks the caller's row. */
export async function listAdminUsers(
  callerId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where: Prisma.UserWhereInput = { role: ROLES.admin };
  const [users, total] = await Promise.all([
    getDb().user.findMany({
      where,
      select: ROW_SELECT,
      orderBy: [{ disabledAt: { sort: "desc", nulls: "first" } }, { email: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    getDb().user.count({ where }),
  ]);
  return { rows: users.map((user) => toRow(user, callerId)), total };
}

/**
 * Invites `email` as admin with a 48-hour setup link, audited; an open invitation is renewed (the
 * old link stops working).
 * @throws ConflictError when the e-mail belongs to another account.
 */
export async function inviteAdmin(rawEmail: string, actor: Actor, now = new Date()): Promise<AdminUserRow> {
  const email = rawEmail.trim().toLowerCase();
  return getDb().$transaction(async (tx) => {
    await lockAdmins(tx);
    const existing = await tx.user.findUnique({
      where: { email },
      select: { id: true, role: true, password: true, disabledAt: true },
    });
    if (existing && (existing.role !== ROLES.admin || existing.password !== null || existing.disabledAt)) {
      const message = "Diese E-Mail-Adresse gehört bereits zu einem Konto.";
      throw new ConflictError(message, { email: message });
    }
    const { token, hash, expiresAt } = createSetupToken(now);
    const user = existing
      ? await tx.user.update({
          where: { id: existing.id },
          data: { passwordSetupToken: hash, tokenExpiry: expiresAt },
          select: ROW_SELECT,
        })
      : await tx.user.create({
          data: { email, role: ROLES.admin, passwordSetupToken: hash, tokenExpiry: expiresAt },
          select: ROW_SELECT,
        });
    await queueEmail(
      {
        ...adminInviteEmail({
          setupUrl: passwordSetupUrl(token),
          validHours: SETUP_TOKEN_TTL_MS / 3_600_000,
          invitedBy: actor.email,
        }),
        to: user.email,
        idempotencyKey: `admin-invite-${user.id}-${hash.slice(0, 32)}`,
      },
      tx,
    );
    await recordAudit(tx, {
      actor,
      action: "user.invite",
      entityType: "user",
      entityId: user.id,
      before: existing ? { status: "invited" } : undefined,
      after: { email: user.email, status: "invited", tokenExpiry: expiresAt.toISOString() },
    });
    return toRow(user, actor.id);
  });
}

/**
 * Deactivates an admin (no login, sessions ended), audited.
 * @throws NotFoundError no such admin; ConflictError the caller itself or the last active admin.
 */
export async function deactivateAdmin(userId: number, actor: Actor, now = new Date()): Promise<AdminUserRow> {
  if (userId === actor.id) throw new ConflictError(SELF_DEACTIVATION);
  return getDb().$transaction(async (tx) => {
    await lockAdmins(tx);
    const user = await tx.user.findFirst({ where: { id: userId, role: ROLES.admin }, select: ROW_SELECT });
    if (!user) throw new NotFoundError(ADMIN_NOT_FOUND);
    const before = statusOf(user);
    if (before === "disabled") return toRow(user, actor.id);
    if (before === "active") {
      const others = await tx.user.count({
        where: { role: ROLES.admin, disabledAt: null, password: { not: null }, id: { not: userId } },
      });
      if (others === 0) throw new ConflictError(LAST_ADMIN);
    }
    const updated = await tx.user.update({ where: { id: userId }, data: { disabledAt: now }, select: ROW_SELECT });
    await endAllSessions(userId, tx);
    await recordAudit(tx, {
      actor,
      action: "user.deactivate",
      entityType: "user",
      entityId: userId,
      before: { status: before },
      after: { status: "disabled" },
    });
    return toRow(updated, actor.id);
  });
}

/** Reactivates an admin, audited; an active one is returned unchanged. @throws NotFoundError */
export async function reactivateAdmin(userId: number, actor: Actor): Promise<AdminUserRow> {
  return getDb().$transaction(async (tx) => {
    await lockAdmins(tx);
    const user = await tx.user.findFirst({ where: { id: userId, role: ROLES.admin }, select: ROW_SELECT });
    if (!user) throw new NotFoundError(ADMIN_NOT_FOUND);
    if (!user.disabledAt) return toRow(user, actor.id);
    const updated = await tx.user.update({ where: { id: userId }, data: { disabledAt: null }, select: ROW_SELECT });
    const after = statusOf(updated);
    await recordAudit(tx, {
      actor,
      action: "user.reactivate",
      entityType: "user",
      entityId: userId,
      before: { status: "disabled" },
      after: { status: after },
    });
    return toRow(updated, actor.id);
  });
}
