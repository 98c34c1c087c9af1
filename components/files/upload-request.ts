/**
 * One project file POSTed as multipart (`file`) with upload progress: XMLHttpRequest, since fetch reports none. The
 * browser adds the Origin header the routes' same-origin check reads.
 */
import { ApiClientError } from "@/lib/http/api-client";
import type { ProjectFileView } from "@/lib/files/project-files";

/** Sends `file` to `url`; `onProgress` gets 0–100. @returns the stored file. @throws ApiClientError not 2xx; Error no connection */
export type SendProjectFile = (
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<ProjectFileView>;

export const sendProjectFile: SendProjectFile = (url, file, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const body = new FormData();
    body.append("file", file, file.name);
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
        const parsed = JSON.parse(xhr.responseText) as { file?: ProjectFileView };
        if (!parsed.file) throw new Error("missing file");
        resolve(parsed.file);
      } catch {
        reject(new Error("Unerwartete Antwort des Servers."));
      }
    };
    xhr.onerror = () => reject(new Error("Die Verbindung ist fehlgeschlagen."));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
