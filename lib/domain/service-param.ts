/**
 * The `[service]` route parameter (landing, price guide and quiz routes, GET /api/quizzes/{service}).
 * A module without imports: the quiz's not-found boundary runs in the browser and would otherwise
 * ship the service catalogue with every quiz page (issue 16 §5).
 */

/** Route params may arrive percent-encoded ("k%C3%BCchenrenovierung"); returns the decoded id (NFC), or `raw` when it is not valid percent-encoding. */
export function decodeServiceParam(raw: string): string {
  try {
    return decodeURIComponent(raw).normalize("NFC");
  } catch {
    return raw;
  }
}
