"use client";
/**
 * The queue of picked photos and plans: checked in the browser, then uploaded one request per file, one at a time,
 * once `start(url)` named the target. A connection or server failure is retried automatically (3 tries with growing
 * pauses); a file that still fails waits for "Erneut versuchen" or removal, so nobody is ever stuck.
 */
import { useCallback, useEffect, useRef, useState } from "react";

import type { ProjectFileView } from "@/lib/files/project-files";
import { errorMessageFromApi, isApiClientError } from "@/lib/http/api-client";
import { uploadKindOf, uploadRejection, type UploadKind } from "@/lib/domain/project-file-rules";
import { sendProjectFile, type SendProjectFile } from "./upload-request";

export type UploadStatus = "waiting" | "uploading" | "done" | "failed";

export interface UploadItem {
  key: string;
  file: File;
  kind: UploadKind;
  /** Object URL of a photo's preview; null for PDFs (and where the browser makes none). */
  previewUrl: string | null;
  status: UploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** German reason of the last failure. */
  error: string | null;
}

/** Pauses before the second and third try (ms). */
export const UPLOAD_RETRY_DELAYS_MS = [1000, 3000] as const;

const FAILED = "Die Datei konnte nicht hochgeladen werden.";
const OFFLINE = "Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.";

export interface UseFileUploadsOptions {
  /** Files the project already has, per kind (counted against the limits). */
  existing?: Record<UploadKind, number>;
  /** Called once per stored file. */
  onUploaded?: (file: ProjectFileView, key: string) => void;
  send?: SendProjectFile;
  retryDelaysMs?: readonly number[];
}

export interface FileUploads {
  items: UploadItem[];
  /** Why files of the last pick were refused ("name: reason"). */
  rejections: string[];
  add: (files: Iterable<File>) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
  /** Uploads every waiting file (now and later) to `url`. */
  start: (url: string) => void;
  /** Files in the list right now (also inside callbacks that closed over an older render). */
  count: () => number;
}

/** Worth another try: no connection, a timeout, the rate limit or a server failure. */
function retriable(error: unknown): boolean {
  return !isApiClientError(error) || error.status >= 500 || error.status === 408 || error.status === 429;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function previewOf(file: File, kind: UploadKind): string | null {
  if (kind !== "image" || typeof URL.createObjectURL !== "function") return null;
  return URL.createObjectURL(file);
}

function revoke(item: UploadItem): void {
  if (item.previewUrl && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(item.previewUrl);
}

let nextKey = 0;

export function useFileUploads({
  existing = { image: 0, document: 0 },
  onUploaded,
  send = sendProjectFile,
  retryDelaysMs = UPLOAD_RETRY_DELAYS_MS,
}: UseFileUploadsOptions = {}): FileUploads {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  // The queue's truth, read by the running loop after each await; `items` mirrors it for rendering.
  const itemsRef = useRef<UploadItem[]>([]);
  const urlRef = useRef<string | null>(null);
  const running = useRef(false);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ existing, onUploaded, send, retryDelaysMs });
  useEffect(() => {
    latest.current = { existing, onUploaded, send, retryDelaysMs };
  });

  const commit = useCallback((next: UploadItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);
  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      commit(itemsRef.current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [commit],
  );

  const uploadOne = useCallback(
    async (item: UploadItem, url: string) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      const { send: sendFile, retryDelaysMs: delays } = latest.current;
      patch(item.key, { status: "uploading", progress: 0, error: null });
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const stored = await sendFile(
              url,
              item.file,
              (progress) => patch(item.key, { progress }),
              controller.signal,
            );
            if (controller.signal.aborted) return;
            patch(item.key, { status: "done", progress: 100 });
            latest.current.onUploaded?.(stored, item.key);
            return;
          } catch (error) {
            if (controller.signal.aborted) return;
            const delay = delays[attempt];
            if (delay === undefined || !retriable(error)) {
              const fallback = isApiClientError(error) ? FAILED : OFFLINE;
              patch(item.key, { status: "failed", error: errorMessageFromApi(error, fallback) });
              return;
            }
            patch(item.key, { progress: 0 });
            await sleep(delay, controller.signal);
            if (controller.signal.aborted) return;
          }
        }
      } finally {
        controllers.current.delete(item.key);
      }
    },
    [patch],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const url = urlRef.current;
        const next = itemsRef.current.find((item) => item.status === "waiting");
        if (!url || !next) return;
        await uploadOne(next, url);
      }
    } finally {
      running.current = false;
    }
  }, [uploadOne]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const counts = { ...latest.current.existing };
      for (const item of itemsRef.current) counts[item.kind] += 1;
      const added: UploadItem[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const reason = uploadRejection(file, counts);
        const kind = uploadKindOf(file);
        if (reason !== null || kind === null) {
          refused.push(`${file.name}: ${reason}`);
          continue;
        }
        counts[kind] += 1;
        nextKey += 1;
        added.push({
          key: `upload-${nextKey}`,
          file,
          kind,
          previewUrl: previewOf(file, kind),
          status: "waiting",
          progress: 0,
          error: null,
        });
      }
      setRejections(refused);
      if (added.length > 0) {
        commit([...itemsRef.current, ...added]);
        void pump();
      }
    },
    [commit, pump],
  );

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (item) revoke(item);
      commit(itemsRef.current.filter((candidate) => candidate.key !== key));
    },
    [commit],
  );

  const retry = useCallback(
    (key: string) => {
      patch(key, { status: "waiting", progress: 0, error: null });
      void pump();
    },
    [patch, pump],
  );

  const start = useCallback(
    (url: string) => {
      urlRef.current = url;
      void pump();
    },
    [pump],
  );

  useEffect(() => {
    const pending = controllers.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const item of itemsRef.current) revoke(item);
    };
  }, []);

  const count = useCallback(() => itemsRef.current.length, []);

  return { items, rejections, add, remove, retry, start, count };
}
