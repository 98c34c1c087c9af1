/**
 * Browser storage keys (spec: public-side §9). Use them only through lib/storage.ts, which never throws
 * when the browser blocks storage. `lastProjectRequest` stays in this tab's sessionStorage, never in a URL.
 */
export const USER_ZIP_CODE_KEY = "userZipCode";
export const LAST_PROJECT_ID_KEY = "lastProjectId";
export const LAST_PROJECT_REQUEST_KEY = "lastProjectRequest";
export const LEADS_SEEN_KEY_PREFIX = "companyLeadsSeen:";
