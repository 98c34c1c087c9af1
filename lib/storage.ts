/**
 * Browser storage that never throws (issue 12 §6). `window.localStorage` / `sessionStorage` throw a
 * `SecurityError` when the browser blocks site storage (cookies blocked, some private modes, sandboxed
 * frames), and `setItem` throws when the quota is full. Every storage access of the app goes through
 * these helpers, so a blocked storage only loses the convenience it offered (e.g. the prefilled
 * postal code), never the page. Keys live in lib/domain/storage-keys.ts.
 *
 * On the server (no `window`) every call is a no-op: reads answer `null`, writes `false`.
 */

/** Which storage: `localStorage` (kept across visits) or `sessionStorage` (this tab only). */
export type StorageArea = "local" | "session";

/** The storage object, or `null` when there is none or access to it throws. */
function storageOf(area: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reads a value.
 * @returns The stored text, or `null` when it is missing or storage is unavailable.
 */
export function storageGet(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores a value.
 * @returns `true` when it was stored, `false` when storage is unavailable or full.
 */
export function storageSet(area: StorageArea, key: string, value: string): boolean {
  const storage = storageOf(area);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes a value.
 * @returns `true` when storage was reachable (whether or not the key existed), else `false`.
 */
export function storageRemove(area: StorageArea, key: string): boolean {
  const storage = storageOf(area);
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
