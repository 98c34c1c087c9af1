/**
 * The `[service]` route parameter. Without imports on purpose: the quiz's not-found boundary runs in the
 * browser and would otherwise ship the service catalogue with every quiz page.
 */

/** The decoded (NFC) id of a possibly percent-encoded param, or `raw` when it is not valid percent-encoding. */
export function decodeServiceParam(raw: string): string {
  try {
    return decodeURIComponent(raw).normalize("NFC");
  } catch {
    return raw;
  }
}
