/**
 * One project file POSTed as multipart (`file`) with upload progress.
 */
import { postFormWithProgress } from "@/lib/http/upload-with-progress";
import type { ProjectFileView } from "@/lib/files/project-files";

/** Sends `file` to `url`; `onProgress` gets 0–100. @returns the stored file. @throws ApiClientError not 2xx; Error no connection */
export type SendProjectFile = (
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<ProjectFileView>;

export const sendProjectFile: SendProjectFile = async (url, file, onProgress, signal) => {
  const body = new FormData();
  body.append("file", file, file.name);
  const answer = await postFormWithProgress<{ file?: ProjectFileView }>(url, body, onProgress, signal);
  if (!answer.file) throw new Error("Unerwartete Antwort des Servers.");
  return answer.file;
};
