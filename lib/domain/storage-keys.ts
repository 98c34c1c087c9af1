/**
 * Browser storage keys (public-side.md §9 "Local storage").
 * - localStorage `userZipCode`: set by the price guide, prefills the quiz's postal code, removed after use.
 * - sessionStorage `lastProjectId`: the id of the project the customer just submitted.
 * - sessionStorage `lastProjectRequest`: what /danke shows of that request (number, service, PLZ,
 *   answers, the confirmation's e-mail address; components/quiz/submitted-request.ts). This tab only,
 *   never in a URL.
 * - localStorage `companyLeadsSeen:{companyId}`: the newest assignment time (ISO) a company saw in
 *   its lead list, for the "Neu" mark (issue 13 §7, components/company/new-leads.ts).
 * Read and write them only through lib/storage.ts (never throws when the browser blocks storage).
 */
export const USER_ZIP_CODE_KEY = "userZipCode";
export const LAST_PROJECT_ID_KEY = "lastProjectId";
export const LAST_PROJECT_REQUEST_KEY = "lastProjectRequest";
/** Prefix of the per-company "seen leads" key; the company id is appended. */
export const LEADS_SEEN_KEY_PREFIX = "companyLeadsSeen:";
