/** Paging of lists (every paged admin and company list, issue 13 §7). Pure. */

/** Number of pages for `total` rows at `pageSize` rows per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
