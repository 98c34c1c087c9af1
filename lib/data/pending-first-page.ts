/**
 * One page of an admin list with pending items first, then the rest, each part newest first
 * (issue 13 §7 "Lists that scale": paged on the server, exact total, no silent cap). Used by the
 * approval lists (registrations, partner onboarding, advertising requests, AI offers).
 *
 * Without a status filter the list is two parts: the pending rows (count P) and the others. Page p
 * of size s starts at offset o = (p-1)·s: it takes pending rows from o, then fills the rest of the
 * page with the other rows from max(0, o - P). Both parts use the tables' [status, createdAt] index.
 */
import "server-only";

/** The status condition of one part of the list (merged by the caller with its search condition). */
export type StatusCondition = { status: string } | { status: { not: string } };

export interface PendingFirstPageOptions<T> {
  page: number;
  pageSize: number;
  /** The status filter; undefined lists every status, pending first. */
  status?: string;
  /** The status that comes first (default "pending"). */
  pendingStatus?: string;
  /** Number of matching rows with the status condition. */
  count: (condition: StatusCondition) => Promise<number>;
  /** Matching rows with the status condition, newest first, skipping `skip` rows, at most `take`. */
  find: (condition: StatusCondition, skip: number, take: number) => Promise<T[]>;
}

/** The page's rows and the exact number of matching rows in all. */
export async function pendingFirstPage<T>(options: PendingFirstPageOptions<T>): Promise<{ items: T[]; total: number }> {
  const { page, pageSize, status, count, find } = options;
  const pendingStatus = options.pendingStatus ?? "pending";
  const offset = (page - 1) * pageSize;
  if (status !== undefined) {
    const condition = { status };
    const [items, total] = await Promise.all([find(condition, offset, pageSize), count(condition)]);
    return { items, total };
  }
  const pendingCondition = { status: pendingStatus };
  const otherCondition = { status: { not: pendingStatus } };
  const [pending, others] = await Promise.all([count(pendingCondition), count(otherCondition)]);
  const items: T[] = [];
  if (offset < pending) items.push(...(await find(pendingCondition, offset, Math.min(pageSize, pending - offset))));
  const rest = pageSize - items.length;
  if (rest > 0 && offset + items.length < pending + others) {
    items.push(...(await find(otherCondition, Math.max(0, offset - pending), rest)));
  }
  return { items, total: pending + others };
}
