/**
 * What raw SQL and transactions share: LIKE escaping, the interactive transaction options and the row lock
 * by id. No runtime import: pure domain code imports escapeLike from here.
 */
import type { Prisma } from "@/lib/generated/prisma/client";

/** `value` with LIKE's wildcards and escape character (`%`, `_`, `\`) escaped, for a literal match. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Options of an interactive transaction that locks rows: wait up to 10 s for a connection, run up to 15 s. */
export const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

/** TX_OPTIONS with 30 s to run: issuing an invoice or credit note renders its PDF inside the transaction. */
export const INVOICE_TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 } as const;

// One fixed statement per table: the table name is never interpolated.
const LOCK_BY_ID = {
  companies: "SELECT id FROM companies WHERE id = $1 FOR UPDATE",
  contact_messages: "SELECT id FROM contact_messages WHERE id = $1 FOR UPDATE",
  email_outbox: "SELECT id FROM email_outbox WHERE id = $1 FOR UPDATE",
  projects: "SELECT id FROM projects WHERE id = $1 FOR UPDATE",
} as const;

export type LockableTable = keyof typeof LOCK_BY_ID;

/** Locks row `id` of `table` until `tx` ends (SELECT … FOR UPDATE); false when there is no such row. */
export async function lockRowById(tx: Prisma.TransactionClient, table: LockableTable, id: number): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<{ id: number }[]>(LOCK_BY_ID[table], id);
  return rows.length > 0;
}
