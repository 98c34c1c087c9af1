/** Browser storage that never throws (blocked storage, full quota); a no-op on the server. */

export type StorageArea = "local" | "session";

function storageOf(area: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** `null` when missing or unavailable. */
export function storageGet(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** `false` when unavailable or full. */
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

/** `false` when unavailable. */
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
