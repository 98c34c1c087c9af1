/**
 * Duplicate applications: a registration or onboarding form whose e-mail belongs to a partner or an
 * earlier pending application is marked, and approving one for an existing partner is refused.
 */
import "server-only";
import { ROLES } from "@/lib/auth/types";
import { getDb } from "@/lib/db";
import { normalizeEmail, type DuplicateOf } from "@/lib/domain/admin-approvals";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError } from "@/lib/errors";

export type ApplicationKind = "registration" | "onboarding";

export interface ApplicationRef {
  kind: ApplicationKind;
  id: number;
  email: string | null;
  status: string;
}

export const DUPLICATE_PARTNER_MESSAGE =
  "Für diese E-Mail-Adresse besteht bereits ein Partnerkonto. Bitte lehnen Sie die doppelte Anmeldung ab.";

const refKey = (kind: ApplicationKind, id: number) => `${kind}:${id}`;

/**
 * Duplicate marks keyed "registration:12" / "onboarding:3", for pending rows only: "partner" when a
 * company user has the e-mail, else the first pending application with it (if not the row itself).
 */
export async function findDuplicates(rows: readonly ApplicationRef[]): Promise<Map<string, DuplicateOf>> {
  const result = new Map<string, DuplicateOf>();
  const emails = [
    ...new Set(
      rows
        .filter((row) => row.status === "pending")
        .map((row) => normalizeEmail(row.email))
        .filter((e): e is string => e !== null),
    ),
  ];
  if (emails.length === 0) return result;
  const db = getDb();
  const [partners, pending] = await Promise.all([
    db.$queryRaw<{ email: string }[]>`
      SELECT lower(trim(email)) AS email FROM users WHERE role = ${ROLES.company} AND lower(trim(email)) = ANY(${emails})`,
    db.$queryRaw<{ kind: ApplicationKind; id: number; email: string; created_at: Date }[]>`
      SELECT kind, id, email, created_at FROM (
        SELECT 'registration' AS kind, id, lower(trim(email)) AS email, created_at FROM company_registrations
          WHERE status = 'pending' AND lower(trim(email)) = ANY(${emails})
        UNION ALL
        SELECT 'onboarding' AS kind, id, lower(trim(email)) AS email, created_at FROM partner_onboarding
          WHERE status = 'pending' AND email IS NOT NULL AND lower(trim(email)) = ANY(${emails})
      ) AS pending
      ORDER BY created_at ASC, kind DESC, id ASC`,
  ]);
  const partnerEmails = new Set(partners.map((row) => row.email));
  const first = new Map<string, { kind: ApplicationKind; id: number; createdAt: Date }>();
  for (const row of pending)
    if (!first.has(row.email)) first.set(row.email, { kind: row.kind, id: row.id, createdAt: row.created_at });
  for (const row of rows) {
    const email = normalizeEmail(row.email);
    if (row.status !== "pending" || !email) continue;
    if (partnerEmails.has(email)) {
      result.set(refKey(row.kind, row.id), { kind: "partner" });
      continue;
    }
    const earliest = first.get(email);
    if (earliest && !(earliest.kind === row.kind && earliest.id === row.id)) {
      result.set(refKey(row.kind, row.id), {
        kind: earliest.kind,
        id: earliest.id,
        createdAt: earliest.createdAt.toISOString(),
      });
    }
  }
  return result;
}

export function duplicateFor(map: Map<string, DuplicateOf>, kind: ApplicationKind, id: number): DuplicateOf | null {
  return map.get(refKey(kind, id)) ?? null;
}

/** E-mails of users `ids` by id; missing users are left out. */
export async function userEmails(ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await getDb().user.findMany({ where: { id: { in: wanted } }, select: { id: true, email: true } });
  return new Map(users.map((user) => [user.id, user.email]));
}

/**
 * In an approval's transaction: locks the e-mail (advisory lock) and refuses an existing partner, so
 * a duplicate never creates a second account or replaces an e-mailed setup link.
 * @throws ConflictError DUPLICATE_PARTNER_MESSAGE.
 */
export async function assertNoPartnerAccount(tx: Prisma.TransactionClient, email: string): Promise<void> {
  const normalized = normalizeEmail(email) ?? "";
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`application-email:${normalized}`}))`;
  const existing = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM users WHERE role = ${ROLES.company} AND lower(trim(email)) = ${normalized} LIMIT 1`;
  if (existing.length > 0) throw new ConflictError(DUPLICATE_PARTNER_MESSAGE);
}
