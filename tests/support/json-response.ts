/** A fetch Response stand-in for jsdom tests: `status`, the JSON `body` as text and as json(); no body is "". */
export function jsonResponse(status: number, body: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: "", text: async () => text, json: async () => body };
}
