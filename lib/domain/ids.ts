/** Database ids in URLs: positive integers up to PostgreSQL's `integer` maximum. */

/** Largest id PostgreSQL's integer columns hold. */
export const MAX_DB_ID = 2_147_483_647;

/** The id of a URL segment ("42" → 42), or null for anything else ("abc", "0", "1e3", "99999999999"). */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_DB_ID ? id : null;
}
