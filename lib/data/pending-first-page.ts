/**
 * One page of an admin list, pending items first, each part newest first, with the exact total.
 * Page p of size s takes pending rows from offset (p-1)·s, then the others from max(0, offset - P),
 * so both parts use the [status, createdAt] index.
 */
import "server-only";

export type StatusCondition = { status: string } | { status: { not: string } };

export interface PendingFirstPageOptions<T> {
  page: number;
  pageSize: number;
  /** Undefined lists every status, pending first. */
  status?: string;
  pendingStatus?: string;
  count: (condition: StatusCondition) => Promise<number>;
  find: (condition: StatusCondition, skip: number, take: number) => Promise<T[]>;
}

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
