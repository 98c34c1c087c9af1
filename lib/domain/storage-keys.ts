/**
 * Browser storage keys (public-side.md §9 "Local storage").
 * - localStorage `userZipCode`: set by the price guide, prefills the quiz's postal code, removed after use.
 * - sessionStorage `lastProjectId`: the id of the project the customer just submitted.
 * Read and write them only through lib/storage.ts (never throws when the browser blocks storage).
 */
export const USER_ZIP_CODE_KEY = "userZipCode";
export const LAST_PROJECT_ID_KEY = "lastProjectId";
