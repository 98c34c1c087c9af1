export const MAX_DB_ID = 2_147_483_647;

/** The id of a URL segment ("42" → 42), or null for anything else ("0", "1e3", beyond PostgreSQL integer). */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_DB_ID ? id : null;
}
