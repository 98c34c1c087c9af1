/**
 * A multipart POST with upload progress for the browser: XMLHttpRequest, since fetch reports none. Cookies go
 * along and the browser adds the Origin header the routes' same-origin check reads.
 */
import { ApiClientError } from "@/lib/http/api-client";

/**
 * POSTs `body` to `url`; `onProgress` gets 0–100 while it uploads. @returns the parsed JSON answer.
 * @throws ApiClientError when not 2xx; Error when the connection fails or the answer is no JSON;
 *   DOMException "AbortError" when `signal` aborts.
 */
export function postFormWithProgress<T>(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiClientError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new Error("Unerwartete Antwort des Servers."));
      }
    };
    xhr.onerror = () => reject(new Error("Die Verbindung ist fehlgeschlagen."));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
